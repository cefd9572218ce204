"""ipywidgets and plotly views on top of the rulebook engines (thin views: every ruling comes from the engine).

    from widgets import WalkthroughStepper, FAQViewer, RulingChecker, RulesLookup, OutcomeExplorer
    WalkthroughStepper("troyes")
"""

from .board import Board
from .explorer import OutcomeExplorer, VariantComparison, default_games
from .faq import FAQViewer
from .lookup import RulesLookup
from .sandbox import RulingChecker
from .walkthrough import WalkthroughStepper

__all__ = ["Board", "FAQViewer", "OutcomeExplorer", "RulesLookup", "RulingChecker", "VariantComparison",
           "WalkthroughStepper", "default_games"]
