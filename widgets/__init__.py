"""ipywidgets and plotly views on top of the rulebook engines (thin views: every ruling comes from the engine).

    from widgets import WalkthroughStepper, FAQViewer, RulingChecker, RulesLookup, OutcomeExplorer, PlayTable
    WalkthroughStepper("troyes")
    PlayTable("barbarian_attack", seats="Red", bots="heuristic")
"""

from .board import Board
from .explorer import OutcomeExplorer, VariantComparison, default_games
from .faq import FAQViewer
from .lookup import RulesLookup
from .play import PlayTable
from .sandbox import RulingChecker
from .walkthrough import WalkthroughStepper

__all__ = ["Board", "FAQViewer", "OutcomeExplorer", "PlayTable", "RulesLookup", "RulingChecker", "VariantComparison",
           "WalkthroughStepper", "default_games"]
