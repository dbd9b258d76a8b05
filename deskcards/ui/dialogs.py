"""The new-game and preferences dialogs, the rules help and About DeskCards."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from importlib import resources

from PySide6.QtCore import QEvent, QRegularExpression, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QRegularExpressionValidator, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from deskcards import __version__
from deskcards.engine.variant_changes import setting_changes
from deskcards.engine.variants import list_variants
from deskcards.engine.words import noop, relay, translate
from deskcards.games import game_names, spec, table_available
from deskcards.session import seed_from_text
from deskcards.ui.game_views import rules_picture
from deskcards.ui.preferences import AI_NAMES, AI_THINKING, CARD_SIZES, LEVELS, TABLE_COLOURS, Preferences
from deskcards.ui.speeds import AnimationSpeed

PROBLEMS_HEIGHT = 130  # about six lines; more scroll
PICTURE_LINK = re.compile(r"\]\((picture:[\w-]+)\)")  # ![words](picture:NAME) in a rules text


# The preferences' choices in words (animation speed, card size, table colour, thinking time).
CHOICE_WORDS = {"off": noop("dialogs", "Off"), "fast": noop("dialogs", "Fast"), "normal": noop("dialogs", "Normal"),
                "slow": noop("dialogs", "Slow"), "small": noop("dialogs", "Small"), "large": noop("dialogs", "Large"),
                "extra large": noop("dialogs", "Extra large"), "green": noop("dialogs", "Green"),
                "blue": noop("dialogs", "Blue"), "red": noop("dialogs", "Red"), "grey": noop("dialogs", "Grey"),
                "quick": noop("dialogs", "Quick"), "long": noop("dialogs", "Long")}


class NewGameDialog(QDialog):
    def __init__(self, prefs: Preferences, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("dialogs", "New game"))
        self._prefs = prefs
        form = QFormLayout()
        self.game = QComboBox()
        for name in filter(table_available, game_names()):  # a game without a table cannot be played yet
            self.game.addItem(spec(name).title, name)
        self.variant = QComboBox()
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setMinimumWidth(380)
        # Skipped files, one a line; long paths wrap anywhere, many lines scroll.
        self.problems = QPlainTextEdit()
        self.problems.setReadOnly(True)
        self.problems.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.setMaximumHeight(PROBLEMS_HEIGHT)
        self.problems.setStyleSheet("QPlainTextEdit { color: #b03a2e; background: transparent; }")
        self.players = QSpinBox()
        self.levels_form = QFormLayout()
        self.level_boxes: list[QComboBox] = []
        self.seed = QLineEdit()  # empty each time: a typed seed deals one game, not every later one
        self.seed.setPlaceholderText(translate("dialogs", "random"))
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self))
        for box, name in ((self.game, translate("dialogs", "Game")), (self.variant, translate("dialogs", "Variant")),
                          (self.players, translate("dialogs", "Players")), (self.seed, translate("dialogs", "Seed"))):
            box.setAccessibleName(name)  # a combo box would otherwise be called by its choice
        form.addRow(translate("dialogs", "Game"), self.game)
        form.addRow(translate("dialogs", "Variant"), self.variant)
        form.addRow("", self.description)
        form.addRow("", self.problems)
        form.addRow(translate("dialogs", "Players"), self.players)
        form.addRow(translate("dialogs", "Opponents"), self.levels_form)
        form.addRow(translate("dialogs", "Seed"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("dialogs", "Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addStretch(1)  # the spare room of a smaller choice goes here: the buttons stay put
        column.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._fill_variants)
        self.variant.currentIndexChanged.connect(self._variant_chosen)
        self.players.valueChanged.connect(self._fill_levels)
        self.game.setCurrentIndex(max(0, self.game.findData(prefs.game)))
        self._fill_variants()
        self._keep_one_size()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.level_boxes:
            # A new desktop font: measure again once the words have taken it (their sizes follow later).
            QTimer.singleShot(0, self, self._keep_one_size)

    def _keep_one_size(self) -> None:
        """Size the dialog for its largest game, variant and number of players, then put
        the choices back: one size for all, so it neither moves nor resizes under the mouse."""
        game, variant, players = self.game.currentData(), self.variant.currentData(), self.players.value()
        levels = [box.currentData() for box in self.level_boxes]
        largest = QSize()
        for index in range(self.game.count()):
            self.game.setCurrentIndex(index)
            self._fill_variants()  # also when the index was already this one
            for choice in range(self.variant.count()):
                self.variant.setCurrentIndex(choice)
                self.players.setValue(self.players.maximum())
                largest = largest.expandedTo(self.sizeHint())
        self.game.setCurrentIndex(self.game.findData(game))
        self._fill_variants()
        self.variant.setCurrentIndex(self.variant.findData(variant))
        self.players.setValue(players)
        for box, level in zip(self.level_boxes, levels):
            box.setCurrentIndex(box.findData(level))
        self.setMinimumSize(largest)
        self.resize(largest)

    def _fill_variants(self) -> None:
        game = self.game.currentData()
        variants, errors = list_variants(game, spec(game).settings)
        self._variants = {variant.name: variant for variant in variants}
        self.variant.blockSignals(True)
        self.variant.clear()
        for variant in variants:
            title = variant.title if variant.builtin else translate("dialogs", "{variant} (house rule)",
                                                                    variant=variant.title)
            self.variant.addItem(title, variant.name)
        self.variant.setCurrentIndex(max(0, self.variant.findData(self._prefs.variant)))
        self.variant.blockSignals(False)
        skipped = (translate("dialogs", "Skipped: {problem}", problem=error) for error in errors)
        self.problems.setPlainText("\n".join(skipped))
        self.problems.setVisible(bool(errors))
        self._variant_chosen()

    def _variant_chosen(self) -> None:
        variant = self._variants[self.variant.currentData()]
        self.description.setText(variant.description.strip())
        # A wrapped label asks the layout for no more than one line; reserve what the
        # text needs at the label's narrowest, so the dialog grows to show all of it.
        self.description.setMinimumHeight(self.description.heightForWidth(self.description.minimumWidth()))
        count = variant.settings.players
        wanted = self._prefs.players or count.default
        self.players.setRange(count.min, count.max)
        self.players.setValue(min(max(wanted, count.min), count.max))
        self._fill_levels()

    def _fill_levels(self) -> None:
        remembered = [box.currentData() for box in self.level_boxes] or list(self._prefs.ai_levels)
        while self.levels_form.rowCount():
            self.levels_form.removeRow(0)
        self.level_boxes = []
        for index in range(self.players.value() - 1):
            box = QComboBox()
            for level in LEVELS:
                box.addItem(level_name(level), level)
            level = remembered[index] if index < len(remembered) else "medium"
            box.setCurrentIndex(box.findData(level if level in LEVELS else "medium"))
            box.setAccessibleName(translate("dialogs", "{player}'s level", player=AI_NAMES[index]))
            self.levels_form.addRow(AI_NAMES[index], box)
            self.level_boxes.append(box)

    def preferences(self) -> Preferences:
        return replace(self._prefs, game=self.game.currentData(), variant=self.variant.currentData(),
                       players=self.players.value(), ai_levels=tuple(box.currentData() for box in self.level_boxes))

    def chosen_seed(self) -> int | None:
        """The seed typed for this deal; None deals at random."""
        return seed_from_text(self.seed.text())


class PreferencesDialog(QDialog):
    """The player's preferences; each change is told at once (``changed``), so the
    table behind can show it before OK, and Cancel can put it back."""

    changed = Signal(object)  # the preferences as the dialog shows them now

    def __init__(self, prefs: Preferences, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("dialogs", "Preferences"))
        self._prefs = prefs
        form = QFormLayout(self)
        self.speed = _choices(form, translate("dialogs", "Animation speed"), (speed.value for speed in AnimationSpeed),
                              prefs.animation_speed)
        self.four_colour = QCheckBox(translate("dialogs", "Four-colour deck (clubs green, diamonds blue)"))
        self.four_colour.setChecked(prefs.four_colour)
        self.positions = QComboBox()
        for text, value in ((translate("dialogs", "As the variant says"), None), (translate("dialogs", "Always"), True),
                            (translate("dialogs", "Never"), False)):
            self.positions.addItem(text, value)
        self.positions.setCurrentIndex(self.positions.findData(prefs.show_positions))
        self.positions.setAccessibleName(translate("dialogs", "Row position numbers"))
        form.addRow("", self.four_colour)
        form.addRow(translate("dialogs", "Row position numbers"), self.positions)
        self.literal_hands = QCheckBox(
            translate("dialogs", "Literal hands (Destiny): keep the right button on your held card"))
        self.literal_hands.setToolTip(translate(
            "dialogs", "As at a real table: from your hold until the showdown your finger stays on the card. "
            "Letting go on your turn to wager folds; at any other time the table waits until you put it back."))
        self.literal_hands.setChecked(prefs.literal_hands)
        form.addRow("", self.literal_hands)
        self.take_backs = QCheckBox(translate("dialogs", "Offer take-backs where the variant allows them"))
        self.take_backs.setChecked(prefs.offer_take_backs)
        form.addRow("", self.take_backs)
        self.card_size = _choices(form, translate("dialogs", "Card size"), CARD_SIZES, prefs.card_size)
        self.table_colour = _choices(form, translate("dialogs", "Table colour"), TABLE_COLOURS, prefs.table_colour)
        self.high_contrast = QCheckBox(translate("dialogs", "High contrast: strong outlines, black and white words, "
                                                    "larger card marks"))
        self.high_contrast.setChecked(prefs.high_contrast)
        form.addRow("", self.high_contrast)
        self.ai_thinking = _choices(form, translate("dialogs", "Hard AI thinking time"), AI_THINKING, prefs.ai_thinking)
        self.ai_thinking.setToolTip(translate(
            "dialogs", "How long the hard AI thinks, at the table and for a hint. In Segmentation Fault, Blackjack "
            "and Segment Trix, Quick, Normal and Long let it play out about 0.4, 1 and 3 times as many games in "
            "its head before it moves; in Runtime Error, its prover tries that much longer to prove a loop before "
            "it claims one. Destiny's hard AI does not search, it reckons its odds, so this changes nothing there."))
        self.confirm_forfeits = QCheckBox(translate("dialogs", "Ask before a move that loses the game or folds"))
        self.confirm_forfeits.setChecked(prefs.confirm_forfeits)
        form.addRow("", self.confirm_forfeits)
        self.notify_announcements = QCheckBox(translate(
            "dialogs", "Announce through notifications, for screen readers older than Orca 45"))
        self.notify_announcements.setToolTip(translate(
            "dialogs", "Orca 44 and older do not speak the table's announcements (moves, refusals, W and M): "
            "this sends each as a notification instead. Leave it off with a newer screen reader, "
            "or it may say everything twice."))
        self.notify_announcements.setChecked(prefs.notify_announcements)
        form.addRow("", self.notify_announcements)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        for box in self.findChildren(QComboBox):
            box.currentIndexChanged.connect(self._tell_change)
        for check in self.findChildren(QCheckBox):
            check.toggled.connect(self._tell_change)

    def _tell_change(self) -> None:
        self.changed.emit(self.preferences())

    def preferences(self) -> Preferences:
        return replace(self._prefs, animation_speed=self.speed.currentData(), four_colour=self.four_colour.isChecked(),
                       show_positions=self.positions.currentData(), literal_hands=self.literal_hands.isChecked(),
                       offer_take_backs=self.take_backs.isChecked(), card_size=self.card_size.currentData(),
                       table_colour=self.table_colour.currentData(), high_contrast=self.high_contrast.isChecked(),
                       ai_thinking=self.ai_thinking.currentData(), confirm_forfeits=self.confirm_forfeits.isChecked(),
                       notify_announcements=self.notify_announcements.isChecked())


def _choices(form: QFormLayout, title: str, values: Iterable[str], current: str) -> QComboBox:
    """A row of ``form`` choosing one of ``values``, shown in the player's words, ``current`` chosen."""
    box = QComboBox()
    for value in values:
        box.addItem(relay("dialogs", CHOICE_WORDS[value]), value)
    box.setCurrentIndex(box.findData(current))
    box.setAccessibleName(title)
    form.addRow(title, box)
    return box


def level_name(level: str) -> str:
    """An AI level in the player's words; a level this DeskCards does not know keeps its name."""
    words = {"easy": noop("dialogs", "easy"), "medium": noop("dialogs", "medium"), "hard": noop("dialogs", "hard")}
    return relay("dialogs", words[level]) if level in words else level


def rules_dialog(game: str, parent=None) -> QDialog:
    """The rules of ``game`` and of its variants; it neither starts nor leaves a game."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("dialogs", "Rules: {game}", game=spec(game).title))
    text = QTextBrowser()
    markdown = rules_text(game) + "\n" + shared_keys() + variants_markdown(game)  # the rules end with the game's keys
    text.setMarkdown(markdown)
    add_rules_pictures(text.document(), game, markdown)  # after: setting a text drops a document's resources
    text.setMinimumSize(620, 560)
    text.setAccessibleName(dialog.windowTitle())
    column = QVBoxLayout(dialog)
    column.addWidget(text)
    close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    close.rejected.connect(dialog.reject)
    column.addWidget(close)
    return dialog


def rules_text(game: str) -> str:
    """The rules of ``game`` as Markdown (``resources/rules/<game>.md``)."""
    return (resources.files("deskcards.resources") / "rules" / f"{game}.md").read_text(encoding="utf-8")


def shared_keys() -> str:
    """The keys of every game (the window's), worded for the end of a game's rules, after its own keys."""
    return translate("dialogs", "In every game: **Tab** or the arrow keys move the focus frame; **Enter** or "
                     "**Space** picks up, puts down or presses what it is on; **Esc** lets go. **H** asks for a "
                     "hint, **Ctrl+Z** takes back and **Ctrl+Shift+Z** plays again, **F5** deals the same cards "
                     "again, **Ctrl+N** starts a new game, **F1** shows the rules and **F9** hides or shows the "
                     "side panel. For a screen reader, **W** reads the table and **M** says the last thing "
                     "said again; **Ctrl** with **Down** or **Up** takes the screen reader to the next or the "
                     "last zone (your cards, each other player's, the piles), with **Right** or **Left** to the "
                     "next or the last card in it. That moves only what the screen reader reads: the focus frame "
                     "stays where it was, **Enter** still acts on what the frame is on, and **Tab** or an arrow "
                     "brings the reader back to the frame.") + "\n"


def rules_lead(game: str) -> str:
    """What ``game`` is, in one sentence: the first of the italic lead under its rules' title."""
    lead = rules_text(game).split("\n\n")[1]
    return " ".join(lead.strip("*\n").split()).split(". ")[0].removesuffix(".") + "."


def variants_markdown(game: str) -> str:
    """A rules section on every variant, built-in and the player's own house rules:
    its description and, in words, each option it changes from the standard game."""
    variants, _ = list_variants(game, spec(game).settings)
    standard = next((variant for variant in variants if variant.name == "standard"), None)
    lines = ["", "## " + translate("dialogs", "Variants and house rules"),
             translate("dialogs", "Choose one in Game > New game.")]
    for variant in variants:
        title = variant.title if variant.builtin else translate("dialogs", "{variant} (your house rule)",
                                                                variant=variant.title)
        lines += ["", f"### {title}", " ".join(variant.description.split())]
        changes = [] if standard is None else setting_changes(variant.settings, standard.settings)
        if changes:
            lines += ["", translate("dialogs", "Compared with the standard game:"), ""] + [f"- {change}"
                                                                                            for change in changes]
    return "\n".join(lines) + "\n"


def add_rules_pictures(document: QTextDocument, game: str, markdown: str) -> None:
    """Give ``document`` the pictures ``markdown`` links as ``picture:NAME``: the
    game's rules pictures (``GameSpec.rules_pictures``) draw each one, so a picture
    follows the game's own art and variants rather than a file that could go stale."""
    links = PICTURE_LINK.findall(markdown)
    if not links:
        return
    draw = rules_picture(game)
    for link in links:
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(link), draw(link.removeprefix("picture:")))


def about_box(parent: QWidget) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Information, translate("window", "About DeskCards"),
                      translate("window", "DeskCards {version}\nA desktop card table for five little-known card games.",
                                version=__version__),
                      QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(QGuiApplication.windowIcon().pixmap(64))
    return box
