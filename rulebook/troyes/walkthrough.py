"""placeholder"""
from rulebook.core import Tour, Walkthrough


def _build():
    from .setup import new_game
    t = Tour(new_game())
    t.show("x", "y", ("TRY-0.1",))
    return t.steps
WALKTHROUGH = Walkthrough(_build)
