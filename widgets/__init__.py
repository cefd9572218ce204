"""ipywidgets and plotly views on top of the rulebook engines (thin views: no rules logic here)."""
