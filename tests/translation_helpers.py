"""The pseudo-translation's check, shared by the Qt-free and the Qt tests: with every
template wrapped as ⟦template⟧, any word left outside the wrapping bypassed translation."""

from __future__ import annotations

import re

from deskcards.engine.variants import list_variants
from deskcards.games import game_names, spec
from deskcards.games.runtime_error.prover.loop_model import FUNCTION_NAMES
from deskcards.ui.preferences import AI_NAMES

WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
# Texts that are not words to translate, and why:
EXEMPT = [
    *AI_NAMES,  # the players' names
    *(rf"\b{name[0]}\b" for name in AI_NAMES),  # their initials (Destiny's finger marks)
    r"\b[a-e][1-5]?\b",  # Destiny's field places and column letters, as on a chess board (c3)
    *(spec(game).title for game in game_names()),  # the games' names, as on the box
    "DeskCards",  # the app's name
    r"\b(?:10|[2-9AJQK])[♣♦♥♠]",  # a card's label is its rank and suit as printed on the card
    *FUNCTION_NAMES.values(),  # Runtime Error's functions are its keywords, as printed in its rules (EDIT, LOOP)
    # Variants are data files (a house rule is in its writer's words); like the rules texts
    # (resources/rules/) they would be translated as files, not string by string.
    *(text for game in game_names() for variant in list_variants(game, spec(game).settings)[0]
      for text in (variant.name, variant.title, variant.description.strip())),
]
EXEMPT_PATTERN = re.compile("|".join(name if name.startswith("\\") else re.escape(name) for name in EXEMPT))


def pseudo(context: str, template: str) -> str:
    """The pseudo-translation: every template wrapped."""
    return f"⟦{template}⟧"


def untranslated(text: str) -> str:
    """What is left of ``text`` that a translator never saw: words outside every ⟦…⟧."""
    text = text.replace("&&", "").replace("&", "")
    while WRAPPED.search(text):
        text = WRAPPED.sub("", text)
    text = EXEMPT_PATTERN.sub("", re.sub(r"<[^>]+>", "", text))
    return text if re.search(r"[^\W\d_]", text) else ""
