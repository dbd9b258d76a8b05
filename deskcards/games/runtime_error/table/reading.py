"""The Runtime Error table read aloud: what each statement on it says ("Read the
table", W), and the statement you are building as a zone of its own for a screen
reader, its parts in it rather than in your hand (the engine still counts them
yours until the statement is built)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.cards import suit
from deskcards.engine.words import translate
from deskcards.games.log_sentences import Speaker
from deskcards.ui.table_zones import AccessZone

from ..narrate import card_name, part_name
from ..prover.loop_model import FUNCTION_NAMES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from ..observation import RuntimeErrorObservation
    from ..statements import Placed


def statement_sentence(placed: Placed) -> str:
    """What one statement says, as its owner's seat sees it: a face-down card unnamed."""
    lower, upper, function = (translate("runtime-error", "a face-down card") if card is None else card_name(card)
                              for card in placed.cards)
    kind = FUNCTION_NAMES[suit(placed.function)] if placed.function is not None else \
        translate("runtime-error", "a hidden function")
    says = translate("runtime-error", "{function} when the input is from {lower} to {upper} (function card {card})",
                     function=kind, lower=lower, upper=upper, card=function)
    if placed.face_down is None:
        return says
    return translate("runtime-error", "{statement}, inactive: its {part} lies face down", statement=says,
                     part=part_name(placed.face_down))


def statements_words(seen: RuntimeErrorObservation, say: Speaker) -> str:
    """Every seat's statements, yours first: "Your statements: 1, PULL when the input is
    from the ace of hearts to the 5 of hearts. Alice has no statement."."""
    seats = sorted(range(len(seen.table)), key=lambda seat: seat != seen.seat)
    sentences = []
    for seat in seats:
        built = seen.table[seat]
        if not built:
            sentences.append(say.says("runtime-error", seat, "You have no statement.", "{player} has no statement."))
            continue
        listed = "; ".join(translate("runtime-error", "{number}, {statement}", number=slot + 1,
                                     statement=statement_sentence(placed)) for slot, placed in enumerate(built))
        sentences.append(say.says("runtime-error", seat, "Your statements: {statements}.",
                                  "{player}'s statements: {statements}.", statements=listed))
    if seen.input_card is not None:
        sentences.append(translate("runtime-error", "The input card is {card}.", card=card_name(seen.input_card)))
    return " ".join(sentences)


def with_building(zones: list[AccessZone], parts: Sequence[QGraphicsItem], key: str, name: str) -> list[AccessZone]:
    """``zones`` with ``parts`` (the cards on the slot you are building) out of your hand
    and first in the statement's zone ``key``, which follows your hand if it is not there yet."""
    moved = {id(part) for part in parts}
    out = [AccessZone(zone.key, zone.name, [item for item in zone.items if id(item) not in moved]) for zone in zones]
    for index, zone in enumerate(out):
        if zone.key == key:
            out[index] = AccessZone(key, zone.name, [*parts, *zone.items])
            return [zone for zone in out if zone.items]
    after = next((index + 1 for index, zone in enumerate(out) if zone.key.startswith("hand:")), 0)
    out.insert(after, AccessZone(key, name, list(parts)))
    return [zone for zone in out if zone.items]
