"""The phases of play, one module each, dispatched from `state.PHASE_TABLE` (pending step → phase module).

Every module exports the same four functions, `legal_moves(state)`, `chance_outcomes(state)`,
`apply_move(draft, action)` and `why_not(state, action)`, plus `advance(draft, task)`, which carries out the
module's automatic steps and tells the settling loop whether the game waits at a step:

- `card_play`: playing a card (step A, TOU-4), and placing the revealed final cards;
- `citizen_action`: the citizen action (step B, TOU-5, TOU-8 .. TOU-11) and borrowing;
- `drawing`: drawing cards (TOU-6);
- `events`: the town crier, the events and the walls against them (TOU-7, TOU-9.6, TOU-16);
- `effects`: card and event effects, and characters reacting (TOU-15 .. TOU-17);
- `end_of_turn`: walls, the hand limit, the next turn and the end-of-game check (TOU-3, TOU-12, TOU-13.3);
- `final_placement`: the secret final card, final walls and scoring (TOU-13.7 .. TOU-13.11).

A phase never imports another: it hands over by pushing the next step onto the draft's stack (a draw pushes
`start_draw`, a placed card `placed`, an event `ops` for its effect), and `Draft.settle` finds the module that
carries it out in `state.PHASE_TABLE`.
"""
