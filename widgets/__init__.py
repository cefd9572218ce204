"""ipywidgets and plotly views on top of the rulebook engines (thin views: every ruling comes from the engine).

    from widgets import WalkthroughStepper, FAQViewer, RulingChecker, PositionEditor, PlayTable
    WalkthroughStepper("troyes")
    PositionEditor("barbarian_attack")   # set up a position by clicking, then open it in the ruling checker
    PlayTable("barbarian_attack", seats="Red", bots="heuristic")
"""

from .board import Board
from .editor import PositionEditor
from .explorer import OutcomeExplorer, VariantComparison, default_games
from .faq import FAQViewer
from .lookup import RulesLookup
from .play import PlayTable
from .sandbox import RulingChecker
from .walkthrough import WalkthroughStepper

__all__ = ["Board", "FAQViewer", "OutcomeExplorer", "PlayTable", "PositionEditor", "RulesLookup", "RulingChecker",
           "VariantComparison", "WalkthroughStepper", "default_games"]
