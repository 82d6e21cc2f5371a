"""Storage's sentences for the user (``storage.notices.Notice``) in the player's language.

Storage returns each problem as a ``Notice``: its English text, a code and the values that fill
it. The window words it here, where it is shown; a plain string (a sentence from elsewhere) is
shown as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bura_desktop.app.i18n import fill, translate
from bura_desktop.storage.notices import TEMPLATES, Notice
from bura_desktop.ui.words.levels import level_title
from bura_desktop.ui.words.rule_texts import option_label, plain_problem, preset_label


class Notices:
    """lupdate marks a message as counted only in ``self.tr(text, "", n)`` inside a class."""

    def tr(self, text: str, comment: str = "", n: int | None = None) -> str:
        return translate("Notices", text, comment, n)

    def records_waiting(self, count: int) -> str:
        return self.tr(
            "The statistics file is in use by another copy of Bura Desktop; "
            "%n record(s) will be saved when it is free.",
            "",
            count,
        )

    def records_waiting_for_room(self, count: int) -> str:
        return self.tr(
            "Your statistics could not be written (the disk is full); %n record(s) will be "
            "saved when there is room.",
            "",
            count,
        )

    def rows_skipped(self, count: int) -> str:
        return self.tr(
            "Left out of the statistics: %n hand(s) that could not be read from the file.",
            "",
            count,
        )

    def records_not_kept(self, count: int, reason: str) -> str:
        return fill(
            self.tr(
                "%n record(s) waiting for the statistics file could not be kept (%1).", "", count
            ),
            reason,
        )


def _setting_label(key: str) -> str:
    labels = {
        "players": translate("Notices", "Players"),
        "preset": translate("Notices", "Rule preset"),
        "stake": translate("Notices", "Stake"),
        "bankroll": translate("Notices", "Starting bankroll"),
        "session_hands": translate("Notices", "Session length"),
        "animation_speed": translate("Notices", "Animation speed"),
        "card_deck": translate("Notices", "Card deck"),
        "card_back": translate("Notices", "Card back"),
        "table_colour": translate("Notices", "Table colour"),
        "card_size": translate("Notices", "Card size"),
        "points_assist": translate("Notices", "Points assist"),
        "sound": translate("Notices", "Sound"),
        "sound_volume": translate("Notices", "Volume"),
        "sound_without_animation": translate("Notices", "Sound without animation"),
        "language": translate("Notices", "Language"),
        "confirm_claim": translate("Notices", "Confirm before claiming"),
        "coach": translate("Notices", "Coach"),
        "mailbox": translate("Notices", "Invitation mailbox"),
        "relay": translate("Notices", "Invitation relay"),
    }
    return labels.get(key, key)


def _option_label(name: str) -> str:
    """A rule option by its on-screen name; the table's own fields (players, stake ...) too."""
    label = _setting_label(name)
    return label if label != name else option_label(name)


def _section_label(section: str) -> str:
    labels = {
        "game": translate("Notices", "game"),
        "table": translate("Notices", "table"),
        "general": translate("Notices", "general"),
        "network": translate("Notices", "network"),
    }
    return labels.get(section, section)


def _problems(params: dict[str, Any]) -> str:
    problems = params.get("problems") or ()
    if not problems:
        return str(params.get("detail", ""))
    return " ".join(plain_problem(p) for p in problems)


# The sentences storage cannot word alone: a label, a preset or a level named in the player's
# language, or a count. Each is the template (a call, so that it is translated when shown) and its
# values. The rest are worded once, in storage.notices.TEMPLATES.
_SENTENCES: dict[str, Callable[[dict[str, Any]], str]] = {
    "rules_conflict": lambda p: fill(
        translate(
            "Notices",
            "The rule options in your settings do not work together, so the %1 rules are "
            "used unchanged: %2",
        ),
        preset_label(p["preset"]),
        _problems(p),
    ),
    "rules_conflict_classic": lambda p: fill(
        translate(
            "Notices",
            "The rule options in your settings do not work together, so the classic rules "
            "are used: %1",
        ),
        _problems(p),
    ),
    "section_invalid": lambda p: fill(
        translate("Notices", "The %1 settings were not valid; using the defaults."),
        _section_label(p["section"]),
    ),
    "value_invalid": lambda p: fill(
        translate("Notices", "%1 %2 was not valid; using the default."),
        _setting_label(p["key"]),
        p["value"],
    ),
    "option_elsewhere": lambda p: fill(
        translate(
            "Notices", "Rule option \u201c%1\u201d is set elsewhere in the settings; ignoring it."
        ),
        _option_label(p["name"]),
    ),
    "option_invalid": lambda p: fill(
        translate("Notices", "Rule option \u201c%1\u201d = %2 was not valid; using the preset's."),
        _option_label(p["name"]),
        p["value"],
    ),
    "opponent_name_invalid": lambda p: fill(
        translate("Notices", "Opponent %1's name %2 was not valid; using \u201c%3\u201d."),
        p["number"],
        p["value"],
        p["default"],
    ),
    "opponent_level_invalid": lambda p: fill(
        translate("Notices", "Opponent %1's level %2 was not valid; using \u201c%3\u201d."),
        p["number"],
        p["value"],
        level_title(p["default"]),
    ),
    "statistics_busy_waiting": lambda p: Notices().records_waiting(p["count"]),
    "statistics_no_room_waiting": lambda p: Notices().records_waiting_for_room(p["count"]),
    "statistics_rows_skipped": lambda p: Notices().rows_skipped(p["count"]),
    "statistics_not_kept": lambda p: Notices().records_not_kept(p["count"], p["reason"]),
}


def notice_text(message: str) -> str:
    """``message`` in the player's language if it is a ``Notice``; any other text as it is."""
    if not isinstance(message, Notice):
        return message
    # A reason may be a notice too ("the disk is full"), said in the same language.
    params = {k: notice_text(v) if isinstance(v, Notice) else v for k, v in message.params.items()}
    if message.code in TEMPLATES:
        template, names = TEMPLATES[message.code]
        # The template lupdate found marked in storage.notices, under the same context.
        return fill(translate("Notices", template), *(params[name] for name in names))
    sentence = _SENTENCES.get(message.code)
    if sentence is None:
        return str(message)
    return sentence(params)


__all__ = ["notice_text"]
