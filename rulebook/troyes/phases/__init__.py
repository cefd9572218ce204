"""One module per phase of play, each exporting the same four functions, dispatched from `state.PHASE_TABLE`:

    legal_moves(state) -> tuple[Action, ...]              the moves open now, in a fixed order
    chance_outcomes(state) -> tuple[(Action, float), ...]  the chance outcomes with their probabilities (or ())
    apply_move(draft, action) -> None                      play a legal move on the writable copy
    why_not(state, action) -> Ruling | None                why a well-formed move of this phase is refused

and the automatic steps of that phase (`begin`, entered through `draft.begin(PHASE)`). A phase hands over to the
next one through the dispatch table, never by importing it: placement -> workforce (each round: reveal, income,
the workforce dice) -> events -> black_dice -> countering -> actions (<-> activation, an activity card being
carried out) -> round_end (the next round's workforce, or the end of the game).
"""
