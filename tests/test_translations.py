"""The words machinery: templates through the installed lookup, and scripts/translations,
which finds every marked string and writes Qt's .ts file."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from importlib.machinery import SourceFileLoader
from pathlib import Path

import pytest

from deskcards.engine import words

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
