"""Storage's sentences for the user (``storage.notices.Notice``) in the player's language.

Storage returns each problem as a ``Notice``: its English text, a code and the values that fill
it. The window words it here, where it is shown; a plain string (a sentence from elsewhere) is
shown as it is.
"""

from __future__ import annotations

from collections.abc import Callable

from bura_desktop.app.i18n import fill, translate
from bura_desktop.storage.notices import Notice
from bura_desktop.ui.levels import level_title
from bura_desktop.ui.rule_texts import option_label, plain_problem, preset_label


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

    def rows_skipped(self, count: int) -> str:
        return self.tr(
            "Left out of the statistics: %n hand(s) that could not be read from the file.",
            "",
            count,
        )

    def records_not_kept(self, count: int, reason: str) -> str:
        return fill(
            self.tr(
                "The statistics file is in use by another copy of Bura Desktop, and %n record(s) "
                "waiting for it could not be kept (%1).",
                "",
                count,
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
    }
    return labels.get(section, section)


def _problems(params: dict) -> str:
    problems = params.get("problems") or ()
    if not problems:
        return str(params.get("detail", ""))
    return " ".join(plain_problem(p) for p in problems)


# Each code's sentence: the template (a call, so that it is translated when shown) and its values.
_SENTENCES: dict[str, Callable[[dict], str]] = {
    "folder_in_the_way": lambda p: fill(
        translate("Notices", "Cannot use the folder %1: a file is in the way."), p["path"]
    ),
    "folder_not_created": lambda p: fill(
        translate("Notices", "Cannot create the folder %1: %2."), p["path"], p["reason"]
    ),
    "folder_not_a_folder": lambda p: fill(
        translate("Notices", "Cannot use the folder %1: it is not a folder."), p["path"]
    ),
    "folder_read_only": lambda p: fill(
        translate("Notices", "Cannot write to the folder %1: it is read-only."), p["path"]
    ),
    "profile_unusable": lambda p: fill(
        translate("Notices", "%1 Settings, statistics and the saved game are not kept this time."),
        notice_text(p["problem"]),
    ),
    "settings_read_only": lambda p: fill(
        translate("Notices", "%1 Your settings are read, but changes to them are not kept."),
        notice_text(p["problem"]),
    ),
    "data_read_only": lambda p: fill(
        translate(
            "Notices",
            "%1 The saved game is read, but the game played now and its hands are not kept.",
        ),
        notice_text(p["problem"]),
    ),
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
    "settings_newer": lambda p: translate(
        "Notices",
        "Your settings were saved by a newer version of Bura Desktop; "
        "the settings this version does not know are kept unchanged.",
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
    "options_invalid": lambda p: translate(
        "Notices", "The rule options were not valid; using the preset's."
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
    "opponents_invalid": lambda p: fill(
        translate(
            "Notices", "The opponents %1 were not valid (1 to %2 are allowed); using the default."
        ),
        p["value"],
        p["most"],
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
    "settings_unreadable": lambda p: fill(
        translate("Notices", "Your settings could not be read (%1); the defaults are used."),
        p["reason"],
    ),
    "settings_not_moved": lambda p: fill(
        translate(
            "Notices",
            "Your settings file could not be read and could not be moved aside (%1); "
            "the default settings are used.",
        ),
        p["reason"],
    ),
    "settings_moved": lambda p: fill(
        translate(
            "Notices",
            "Your settings file could not be read, so it was moved aside as %1 "
            "and the default settings are used.",
        ),
        p["name"],
    ),
    "settings_not_saved_folder": lambda p: fill(
        translate("Notices", "Your settings were not saved. %1"), notice_text(p["problem"])
    ),
    "settings_not_saved": lambda p: fill(
        translate("Notices", "Your settings were not saved (%1)."), p["reason"]
    ),
    "game_not_saved_folder": lambda p: fill(
        translate("Notices", "The game could not be saved. %1"), notice_text(p["problem"])
    ),
    "game_not_saved": lambda p: fill(
        translate("Notices", "The game could not be saved (%1)."), p["reason"]
    ),
    "save_unreadable": lambda p: fill(
        translate("Notices", "The saved game could not be read (%1)."), p["reason"]
    ),
    "save_damaged_not_moved": lambda p: fill(
        translate("Notices", "The saved game was damaged and could not be moved aside (%1)."),
        p["reason"],
    ),
    "save_damaged": lambda p: fill(
        translate(
            "Notices", "The saved game was damaged and cannot be resumed; it was kept as %1."
        ),
        p["name"],
    ),
    "save_newer_not_moved": lambda p: fill(
        translate(
            "Notices",
            "The saved game was made by a newer version of Bura Desktop and could not be "
            "moved aside (%1).",
        ),
        p["reason"],
    ),
    "save_newer": lambda p: fill(
        translate(
            "Notices",
            "The saved game was made by a newer version of Bura Desktop and cannot be resumed "
            "here; it was kept as %1.",
        ),
        p["name"],
    ),
    "save_not_removed": lambda p: fill(
        translate("Notices", "The finished game's save could not be removed (%1)."), p["reason"]
    ),
    "game_failed": lambda p: translate(
        "Notices", "The game stopped on an error and cannot go on. Start a new game."
    ),
    "game_failed_kept": lambda p: fill(
        translate(
            "Notices",
            "The game stopped on an error and cannot go on; its save was kept as %1. "
            "Start a new game.",
        ),
        p["name"],
    ),
    "game_failed_not_moved": lambda p: fill(
        translate(
            "Notices",
            "The game stopped on an error and cannot go on; its save could not be moved aside "
            "(%1). Start a new game.",
        ),
        p["reason"],
    ),
    "statistics_off": lambda p: fill(
        translate("Notices", "Statistics are off: %1"), notice_text(p["problem"])
    ),
    "statistics_not_opened": lambda p: fill(
        translate("Notices", "Statistics are off: %1 could not be opened (%2)."),
        p["path"],
        p["reason"],
    ),
    "statistics_busy": lambda p: translate(
        "Notices",
        "The statistics file is in use by another copy of Bura Desktop; "
        "hands will be saved when it is free.",
    ),
    "statistics_busy_waiting": lambda p: Notices().records_waiting(p["count"]),
    "disk_full": lambda p: translate("Notices", "the disk is full"),
    "statistics_rows_skipped": lambda p: Notices().rows_skipped(p["count"]),
    "statistics_waiting_unreadable": lambda p: fill(
        translate(
            "Notices",
            "The hands kept for the statistics at an earlier quit could not be read (%1).",
        ),
        p["reason"],
    ),
    "statistics_waiting_moved": lambda p: fill(
        translate(
            "Notices",
            "The hands kept for the statistics at an earlier quit could not be read (%1); "
            "the file was kept as %2.",
        ),
        p["reason"],
        p["name"],
    ),
    "statistics_not_kept": lambda p: Notices().records_not_kept(p["count"], p["reason"]),
    "statistics_newer": lambda p: translate(
        "Notices",
        "Your statistics were saved by a newer version of Bura Desktop; "
        "this version shows them but does not add to them.",
    ),
    "statistics_damaged_off": lambda p: fill(
        translate(
            "Notices", "Statistics are off: the damaged statistics file could not be replaced (%1)."
        ),
        p["reason"],
    ),
    "statistics_not_replaced": lambda p: translate(
        "Notices",
        "Your statistics file was damaged and could not be replaced, "
        "so statistics are off for now.",
    ),
    "statistics_replaced": lambda p: fill(
        translate(
            "Notices",
            "Your statistics file was damaged, so it was moved aside as %1 "
            "and new statistics were started.",
        ),
        p["name"],
    ),
    "statistics_in_memory": lambda p: translate(
        "Notices", "Statistics are off; this session's hands are kept in memory."
    ),
    "statistics_not_saved": lambda p: fill(
        translate("Notices", "Statistics are off: they could not be saved (%1)."), p["reason"]
    ),
    "statistics_not_exported": lambda p: fill(
        translate("Notices", "The statistics could not be exported (%1)."), p["reason"]
    ),
    "statistics_nothing_to_reset": lambda p: translate(
        "Notices", "Statistics are off, so there is nothing to reset."
    ),
    "statistics_busy_reset": lambda p: translate(
        "Notices",
        "The statistics file is in use by another copy of Bura Desktop; "
        "try resetting again in a moment.",
    ),
    "statistics_not_reset": lambda p: fill(
        translate("Notices", "The statistics could not be reset (%1)."), p["reason"]
    ),
}


def notice_text(message: str) -> str:
    """``message`` in the player's language if it is a ``Notice``; any other text as it is."""
    if not isinstance(message, Notice):
        return message
    sentence = _SENTENCES.get(message.code)
    if sentence is None:
        return str(message)
    # A reason may be a notice too ("the disk is full"), said in the same language.
    params = {k: notice_text(v) if isinstance(v, Notice) else v for k, v in message.params.items()}
    return sentence(params)


__all__ = ["notice_text"]
