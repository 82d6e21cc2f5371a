"""What storage tells the user, as values the window can put into the user's language.

Storage imports no Qt, so it cannot translate. Each sentence it returns is a ``Notice``: still a
``str`` (the English sentence, for logs, tests and every caller that only passes it on), with the
``code`` of the message and the ``params`` that fill it, from which ``ui.words.notices``
words it in the player's language where it is shown. Most messages are worded only here, in
``TEMPLATES``, marked for pyside6-lupdate (``core.wording``); the others need words only the
window has (a label, a level, a count's plural form), and ``ENGLISH`` keeps their English.
"""

from __future__ import annotations

from typing import Any

from bura_desktop.core.wording import QT_TRANSLATE_NOOP, fill

# Every message but those below, in English, with its parameters in braces; ui.notices words
# each in the player's language. A parameter may itself be a ``Notice`` (a folder problem inside
# "Statistics are off: ..."), translated in turn.
ENGLISH: dict[str, str] = {
    # Settings (storage.settings).
    "rules_conflict": (
        "The rule options in your settings do not work together ({detail}), "
        "so the {preset} rules are used unchanged."
    ),
    "rules_conflict_classic": (
        "The rule options in your settings do not work together ({detail}), "
        "so the classic rules are used."
    ),
    "section_invalid": "The {section} settings were not valid; using the defaults.",
    "value_invalid": "{label} {value} was not valid; using the default.",
    "option_elsewhere": "Rule option '{name}' is set elsewhere in the settings; ignoring it.",
    "option_invalid": "Rule option {name} = {value} was not valid; using the preset's.",
    "opponent_name_invalid": ("Opponent {number}'s name {value} was not valid; using '{default}'."),
    "opponent_level_invalid": (
        "Opponent {number}'s level {value} was not valid; using '{default}'."
    ),
    # Statistics (storage.statistics): counted, so their plural forms are the window's.
    "statistics_busy_waiting": (
        "The statistics file is in use by another copy of Bura Desktop; "
        "{count} record(s) will be saved when it is free."
    ),
    "statistics_rows_skipped": (
        "Left out of the statistics: {count} hand(s) that could not be read from the file."
    ),
    "statistics_no_room_waiting": (
        "Your statistics could not be written (the disk is full); {count} record(s) will be "
        "saved when there is room."
    ),
    "statistics_not_kept": (
        "{count} record(s) waiting for the statistics file could not be kept ({reason})."
    ),
}

# The messages worded only here: each template, marked for translation (core.wording), with the
# parameters that fill its %1, %2 ... in order. ui.notices translates the template and fills it.
TEMPLATES: dict[str, tuple[str, tuple[str, ...]]] = {
    # Folders (storage.paths). ``reason`` is the operating system's own words.
    "folder_in_the_way": (
        QT_TRANSLATE_NOOP("Notices", "Cannot use the folder %1: a file is in the way."),
        ("path",),
    ),
    "folder_not_created": (
        QT_TRANSLATE_NOOP("Notices", "Cannot create the folder %1: %2."),
        ("path", "reason"),
    ),
    "folder_not_a_folder": (
        QT_TRANSLATE_NOOP("Notices", "Cannot use the folder %1: it is not a folder."),
        ("path",),
    ),
    "folder_read_only": (
        QT_TRANSLATE_NOOP("Notices", "Cannot write to the folder %1: it is read-only."),
        ("path",),
    ),
    # Said in place of the operating system's words, which only some systems make plain.
    "disk_full": (QT_TRANSLATE_NOOP("Notices", "the disk is full"), ()),
    "profile_unusable": (
        QT_TRANSLATE_NOOP(
            "Notices", "%1 Settings, statistics and the saved game are not kept this time."
        ),
        ("problem",),
    ),
    # The profile's lock (storage.profile_lock), at start-up.
    "profile_not_locked": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your profile could not be locked (%1): the game plays, but a second copy of Bura "
            "Desktop started now would use the same files.",
        ),
        ("reason",),
    ),
    "profile_not_writable": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your profile's folder cannot be written to (%1): the hands you play are kept until "
            "it can be.",
        ),
        ("reason",),
    ),
    "settings_read_only": (
        QT_TRANSLATE_NOOP(
            "Notices", "%1 Your settings are read, but changes to them are not kept."
        ),
        ("problem",),
    ),
    "data_read_only": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "%1 The saved game is read, but the game played now and its hands are not kept.",
        ),
        ("problem",),
    ),
    "settings_newer": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your settings were saved by a newer version of Bura Desktop; the settings this "
            "version does not know are kept unchanged.",
        ),
        (),
    ),
    "options_invalid": (
        QT_TRANSLATE_NOOP("Notices", "The rule options were not valid; using the preset's."),
        (),
    ),
    "opponents_invalid": (
        QT_TRANSLATE_NOOP(
            "Notices", "The opponents %1 were not valid (1 to %2 are allowed); using the default."
        ),
        ("value", "most"),
    ),
    "settings_unreadable": (
        QT_TRANSLATE_NOOP(
            "Notices", "Your settings could not be read (%1); the defaults are used."
        ),
        ("reason",),
    ),
    "settings_not_moved": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your settings file could not be read and could not be moved aside (%1); the default "
            "settings are used.",
        ),
        ("reason",),
    ),
    "settings_moved": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your settings file could not be read, so it was moved aside as %1 and the default "
            "settings are used.",
        ),
        ("name",),
    ),
    "settings_not_saved_folder": (
        QT_TRANSLATE_NOOP("Notices", "Your settings were not saved. %1"),
        ("problem",),
    ),
    "settings_not_saved": (
        QT_TRANSLATE_NOOP("Notices", "Your settings were not saved (%1)."),
        ("reason",),
    ),
    # The saved game (storage.savegame, app.resume).
    "game_not_saved_folder": (
        QT_TRANSLATE_NOOP("Notices", "The game could not be saved. %1"),
        ("problem",),
    ),
    "game_not_saved": (
        QT_TRANSLATE_NOOP("Notices", "The game could not be saved (%1)."),
        ("reason",),
    ),
    "save_unreadable": (
        QT_TRANSLATE_NOOP("Notices", "The saved game could not be read (%1)."),
        ("reason",),
    ),
    "save_damaged_not_moved": (
        QT_TRANSLATE_NOOP(
            "Notices", "The saved game was damaged and could not be moved aside (%1)."
        ),
        ("reason",),
    ),
    "save_damaged": (
        QT_TRANSLATE_NOOP(
            "Notices", "The saved game was damaged and cannot be resumed; it was kept as %1."
        ),
        ("name",),
    ),
    "save_newer_not_moved": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The saved game was made by a newer version of Bura Desktop and could not be moved "
            "aside (%1).",
        ),
        ("reason",),
    ),
    "save_newer": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The saved game was made by a newer version of Bura Desktop and cannot be resumed "
            "here; it was kept as %1.",
        ),
        ("name",),
    ),
    "save_not_removed": (
        QT_TRANSLATE_NOOP("Notices", "The finished game's save could not be removed (%1)."),
        ("reason",),
    ),
    # A computer's search ran out of its time cap (CPU time, a safety net) before its work was
    # done, so it played the best move it had found by then (app.controller, issue #48).
    "search_cut_short": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "%1 ran out of thinking time and played the best move found so far: this computer "
            "is too slow for its level.",
        ),
        ("name",),
    ),
    # The game stopped on an unexpected error (app.controller).
    "game_failed": (
        QT_TRANSLATE_NOOP(
            "Notices", "The game stopped on an error and cannot go on. Start a new game."
        ),
        (),
    ),
    "game_failed_kept": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The game stopped on an error and cannot go on; its save was kept as %1. Start a new "
            "game.",
        ),
        ("name",),
    ),
    "game_failed_not_moved": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The game stopped on an error and cannot go on; its save could not be moved aside "
            "(%1). Start a new game.",
        ),
        ("reason",),
    ),
    # A table at another machine ended (app.guest_table).
    "table_closed": (
        QT_TRANSLATE_NOOP("Notices", "The host closed the table. Start a game of your own."),
        (),
    ),
    "table_cut_off": (
        QT_TRANSLATE_NOOP("Notices", "The host cut this table off. Start a game of your own."),
        (),
    ),
    "table_lost": (
        QT_TRANSLATE_NOOP(
            "Notices", "The connection to the host was lost. Start a game of your own."
        ),
        (),
    ),
    # Statistics (storage.statistics).
    "statistics_off": (QT_TRANSLATE_NOOP("Notices", "Statistics are off: %1"), ("problem",)),
    "statistics_not_opened": (
        QT_TRANSLATE_NOOP("Notices", "Statistics are off: %1 could not be opened (%2)."),
        ("path", "reason"),
    ),
    "statistics_busy": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The statistics file is in use by another copy of Bura Desktop; hands will be saved "
            "when it is free.",
        ),
        (),
    ),
    "statistics_no_room": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your statistics cannot be written now (the disk is full); the hands you play are "
            "kept and saved when there is room.",
        ),
        (),
    ),
    "statistics_waiting_unreadable": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The hands kept for the statistics at an earlier quit could not be read (%1).",
        ),
        ("reason",),
    ),
    "statistics_waiting_moved": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The hands kept for the statistics at an earlier quit could not be read (%1); the "
            "file was kept as %2.",
        ),
        ("reason", "name"),
    ),
    "statistics_newer": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your statistics were saved by a newer version of Bura Desktop; this version shows "
            "them but does not add to them.",
        ),
        (),
    ),
    "statistics_damaged_off": (
        QT_TRANSLATE_NOOP(
            "Notices", "Statistics are off: the damaged statistics file could not be replaced (%1)."
        ),
        ("reason",),
    ),
    "statistics_not_replaced": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your statistics file was damaged and could not be replaced, so statistics are off "
            "for now.",
        ),
        (),
    ),
    "statistics_replaced": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "Your statistics file was damaged, so it was moved aside as %1 and new statistics "
            "were started.",
        ),
        ("name",),
    ),
    "statistics_in_memory": (
        QT_TRANSLATE_NOOP(
            "Notices", "Statistics are off; this session's hands are kept in memory."
        ),
        (),
    ),
    "statistics_not_saved": (
        QT_TRANSLATE_NOOP("Notices", "Statistics are off: they could not be saved (%1)."),
        ("reason",),
    ),
    "statistics_not_exported": (
        QT_TRANSLATE_NOOP("Notices", "The statistics could not be exported (%1)."),
        ("reason",),
    ),
    "statistics_nothing_to_reset": (
        QT_TRANSLATE_NOOP("Notices", "Statistics are off, so there is nothing to reset."),
        (),
    ),
    "statistics_busy_reset": (
        QT_TRANSLATE_NOOP(
            "Notices",
            "The statistics file is in use by another copy of Bura Desktop; try resetting again "
            "in a moment.",
        ),
        (),
    ),
    "statistics_not_reset": (
        QT_TRANSLATE_NOOP("Notices", "The statistics could not be reset (%1)."),
        ("reason",),
    ),
}


class Notice(str):
    """A sentence for the user: the English text, with ``code`` and ``params`` to translate it."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, **params: Any) -> Notice:
        # A KeyError here is a programming error: an unknown code or a parameter left out.
        if code in TEMPLATES:
            template, names = TEMPLATES[code]
            text = fill(template, *(params[name] for name in names))
        else:
            text = ENGLISH[code].format(**params)
        notice = super().__new__(cls, text)
        notice.code = code
        notice.params = params
        return notice

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        return (self.code,), self.params


__all__ = ["ENGLISH", "TEMPLATES", "Notice"]
