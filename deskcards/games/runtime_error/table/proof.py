"""A proven loop played out on the table: the prover's proof steps as the
events the engine would report for them, so the cards move as they would.

The table shows each step's sentence as a caption and its events as usual,
then puts every card back where the game really is.
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.cards import suit
from deskcards.engine.events import CardMoved, Event, Shuffled

from ..events import CardEdited, CardsTurnedUp, InputPlayed, StatementRan
from ..prover.loop_model import EDIT, LOAD, LOOP, PULL

PLAYED_STEPS = 4  # how many of the proof's steps the table plays out


def step_events(step, seat: int, functions: dict[int, int], discard_size: int) -> list[Event]:
    """The events of one proof step (``prover.story.Step``) for ``seat``, whose
    statements' function cards are ``functions`` (slot -> card; an EDIT of one
    is written back). ``discard_size``: the pile's size, for a reshuffle. A function
    with nothing to do only glows: the step's sentence says so."""
    hand = f"hand:{seat}"
    events: list[Event] = []
    turned: list[tuple[tuple[int, int], int]] = []  # (seat, slot) and the card put face down there
    for kind in step.ran:
        slot = next(slot for slot, card in sorted(functions.items()) if suit(card) == kind)
        events.append(StatementRan(seat, slot, kind))
        if kind == EDIT:
            edit = step.edit
            zone = f"statement:{edit.seat}.{edit.index}"
            events += [CardEdited(seat, edit.seat, edit.index, edit.slot, edit.removed),
                       CardMoved(edit.removed, zone, edit.slot, "discard", -1),
                       CardMoved(edit.replacement, hand, -1, zone, edit.slot, face_up=False)]
            turned.append(((edit.seat, edit.index), edit.replacement))
            if edit.seat == seat and edit.slot == 2:
                functions[edit.index] = edit.replacement
        elif kind == LOAD and step.drawn is not None:
            if step.reshuffled:
                events.append(Shuffled(discard_size))
            events.append(CardMoved(step.drawn, "deck", -1, hand, -1, face_up=False))
        elif kind == PULL and step.pulled is not None:
            events.append(CardMoved(step.pulled, "discard", -1, hand, -1))
        elif kind == LOOP and step.next_input is not None:
            events.append(CardMoved(step.input_card, "input", 0, "discard", -1))
            if turned:
                events.append(CardsTurnedUp(tuple(place for place, _ in turned), tuple(card for _, card in turned)))
            events += [CardMoved(step.next_input, hand, -1, "input", 0), InputPlayed(seat, step.next_input, True)]
    return events


def played_steps(steps: Sequence) -> list[tuple[str, object]]:
    """The steps to play out, each with its sentence."""
    return [(step.sentence(number == 0), step) for number, step in enumerate(steps[:PLAYED_STEPS])]
