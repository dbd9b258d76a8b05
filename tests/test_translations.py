"""The words machinery: templates through the installed lookup, and scripts/translations,
which finds every marked string and writes Qt's .ts file."""

from __future__ import annotations

import importlib
import importlib.util
import random
import xml.etree.ElementTree as ET
from importlib.machinery import SourceFileLoader
from pathlib import Path

import pytest

from game_helpers import games_and_the_toy
from translation_helpers import pseudo, untranslated

from deskcards.engine import words
from deskcards.games import load_game, spec
from deskcards.ui.preferences import AI_NAMES

ROOT = Path(__file__).resolve().parent.parent
_loader = SourceFileLoader("translations_script", str(ROOT / "scripts" / "translations"))
extractor = importlib.util.module_from_spec(importlib.util.spec_from_loader(_loader.name, _loader))
_loader.exec_module(extractor)

MARKED = '''
from deskcards.engine.words import noop, translate, translate_count
RANK = noop("cards", "Ace")
def f(say, seat, n):
    QTransform().translate(1.0, 2.0)  # not ours: no literal context
    say.says("speech", seat, "You play {card}", "{player} plays {card}", card=1)
    pickup = translate("blackjack", "The pick-up stands at {total}", total=n)
    return pickup, translate_count("speech", n, "{count} card", "{count} cards")
class Dialog:
    def title(self):
        return self.tr("&Game")
'''


@pytest.fixture
def lookup():
    words.install(lambda context, text: f"[{context}] {text}")
    yield
    words.install(None)


def test_translate_fills_the_translated_template(lookup):
    assert words.translate("speech", "{player} plays {card}", player="Ann", card="7♣") == "[speech] Ann plays 7♣"
    assert words.translate_count("speech", 1, "{count} card", "{count} cards") == "[speech] 1 card"
    assert words.noop("cards", "Ace") == "Ace"  # translated where it is shown


def test_without_a_translator_the_words_are_english():
    assert words.translate("speech", "{count} cards", count=2) == "2 cards"


def test_extractor_finds_each_marker(tmp_path):
    source = tmp_path / "marked.py"
    source.write_text(MARKED, encoding="utf-8")
    found, problems = extractor.messages_in(source)
    assert problems == []
    assert [(m.context, m.source) for m in found] == [
        ("cards", "Ace"), ("speech", "You play {card}"), ("speech", "{player} plays {card}"),
        ("blackjack", "The pick-up stands at {total}"), ("speech", "{count} card"), ("speech", "{count} cards"),
        ("Dialog", "&Game")]


def test_extractor_refuses_a_template_it_cannot_read(tmp_path):
    source = tmp_path / "computed.py"
    source.write_text('translate("speech", f"{x} plays")\ntranslate(CONTEXT, "Hello")\n', encoding="utf-8")
    _found, problems = extractor.messages_in(source)
    assert [line.split(": ", 1)[1] for line in problems] == [
        "translate: argument 2 must be a literal template", "translate: the context must be a literal"]


def test_ts_file_is_valid_and_keeps_translations(tmp_path):
    output = tmp_path / "out.ts"
    here = ROOT / "deskcards" / "x.py"
    extractor.write_ts([extractor.Message("speech", "You play", here, 3),
                        extractor.Message("speech", "Gone", here, 4)], output)
    tree = ET.parse(output)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation.get("type") == "unfinished"
        translation.text, translation.attrib = "Du spielst" if message.findtext("source") == "You play" else "Weg", {}
    tree.write(output, encoding="utf-8")
    extractor.write_ts([extractor.Message("speech", "You play", here, 3)], output)
    translations = {m.findtext("source"): m.find("translation") for m in ET.parse(output).getroot().iter("message")}
    assert translations["You play"].text == "Du spielst" and translations["You play"].get("type") is None
    assert translations["Gone"].text == "Weg" and translations["Gone"].get("type") == "vanished"


def test_every_marked_string_of_the_app_is_a_literal_and_in_the_ts_file():
    found, problems = extractor.extract()
    assert problems == []
    shipped = ET.parse(ROOT / "translations" / "deskcards.ts").getroot()
    listed = {(context.findtext("name"), message.findtext("source")) for context in shipped.iter("context")
              for message in context.iter("message") if message.find("translation").get("type") != "vanished"}
    assert listed == {(m.context, m.source) for m in found}, "run scripts/translations"


@pytest.mark.slow
@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_whole_game_speaks_through_translation(game):
    """Every log line, refusal and progress line of a seeded game of random moves is a
    translated template: the Qt-free layers' words reach the player only through words.py."""
    narrate, why_illegal = spec(game).narrate, spec(game).why_illegal
    state, rng = load_game(game).new_state(seed=4), random.Random(4)
    offered: dict[str, object] = {}  # actions seen legal, by text: most are refused later
    said: list[str | None] = []
    words.install(pseudo)
    try:
        for _ in range(300):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            said.append(state.progress())
            refused = sorted(set(offered) - {str(action) for action in legal})
            said += [why_illegal(state, offered[text]) for text in rng.sample(refused, min(5, len(refused)))]
            offered.update({str(action): action for action in legal})
            before = state.clone()
            said += narrate(state.apply(rng.choice(legal)), AI_NAMES, 0, before)
    finally:
        words.install(None)
    missed = sorted({text for text in said if text and untranslated(text)})
    assert not missed, "not through translation:\n" + "\n".join(missed)
