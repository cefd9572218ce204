"""The phases of play, one module each, every one exporting the same four functions.

    legal_moves(state) -> tuple[Action, ...]          the decisions of the player to move, in a fixed order
    chance_outcomes(state) -> tuple[(Action, p), ...]  at a chance node, every outcome with its probability
    apply_move(draft, action) -> None                  play a legal action on the writable `Draft`
    why_not(state, action) -> Ruling | None            the refusal of a well-formed action of this phase

`state.PHASE_TABLE` maps each phase id (`pieces.PHASES`) to its module. A phase that hands over to another does it
through the draft (`draft.start_battles()`...), which looks the next phase up in that table: no phase module
imports another. The changes several phases share live in `edits.py`, the questions in `queries.py`.

    founding          the founding rounds (CBA-4)
    production        the turn start, the production roll and the event cards (CBA-5.1, CBA-6.1 - 6.5, CBA-16)
    seven             a 7: discards and the draw from another player (CBA-6.6 - CBA-6.10)
    trade_and_build   phase 2: building, buying, trading with the bank and with a player (CBA-5.2, CBA-7, CBA-8)
    landing           a barbarian landing (CBA-9)
    development_card  a development card drawn and resolved (CBA-11)
    knight_movement   phase 3 (CBA-12)
    battles           phase 4: prisoners, roll-offs, liberation, casualties (CBA-13)
    two_player        the two-player game's own steps: tokens, forced trade, neutral builds (CBA-15)
"""
