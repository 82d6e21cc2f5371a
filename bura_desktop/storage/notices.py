"""What storage tells the user, as values the window can put into the user's language.

Storage imports no Qt, so it cannot translate. Each sentence it returns is a ``Notice``: still a
``str`` (the English sentence, for logs, tests and every caller that only passes it on), with the
``code`` of the message and the ``params`` that fill it, from which ``bura_desktop.ui.notices``
words it in the player's language where it is shown.
"""

from __future__ import annotations

from typing import Any

# Every message, in English, with its parameters in braces. A parameter may itself be a
# ``Notice`` (a folder problem inside "Statistics are off: ..."), translated in turn.
ENGLISH: dict[str, str] = {
    # Folders (storage.paths). ``reason`` is the operating system's own words.
    "folder_in_the_way": "Cannot use the folder {path}: a file is in the way.",
    "folder_not_created": "Cannot create the folder {path}: {reason}.",
    "folder_not_a_folder": "Cannot use the folder {path}: it is not a folder.",
    "folder_read_only": "Cannot write to the folder {path}: it is read-only.",
    # Said in place of the operating system's words, which only some systems make plain.
    "disk_full": "the disk is full",
    "profile_unusable": (
        "{problem} Settings, statistics and the saved game are not kept this time."
    ),
    "settings_read_only": "{problem} Your settings are read, but changes to them are not kept.",
    "data_read_only": (
        "{problem} The saved game is read, but the game played now and its hands are not kept."
    ),
    # Settings (storage.settings).
    "rules_conflict": (
        "The rule options in your settings do not work together ({detail}), "
        "so the {preset} rules are used unchanged."
    ),
    "rules_conflict_classic": (
        "The rule options in your settings do not work together ({detail}), "
        "so the classic rules are used."
    ),
    "settings_newer": (
        "Your settings were saved by a newer version of Bura Desktop; "
        "the settings this version does not know are kept unchanged."
    ),
    "section_invalid": "The {section} settings were not valid; using the defaults.",
    "value_invalid": "{label} {value} was not valid; using the default.",
    "options_invalid": "The rule options were not valid; using the preset's.",
    "option_elsewhere": "Rule option '{name}' is set elsewhere in the settings; ignoring it.",
    "option_invalid": "Rule option {name} = {value} was not valid; using the preset's.",
    "opponents_invalid": (
        "The opponents {value} were not valid (1 to {most} are allowed); using the default."
    ),
    "opponent_name_invalid": ("Opponent {number}'s name {value} was not valid; using '{default}'."),
    "opponent_level_invalid": (
        "Opponent {number}'s level {value} was not valid; using '{default}'."
    ),
    "settings_unreadable": "Your settings could not be read ({reason}); the defaults are used.",
    "settings_not_moved": (
        "Your settings file could not be read and could not be moved aside "
        "({reason}); the default settings are used."
    ),
    "settings_moved": (
        "Your settings file could not be read, so it was moved aside as {name} "
        "and the default settings are used."
    ),
    "settings_not_saved_folder": "Your settings were not saved. {problem}",
    "settings_not_saved": "Your settings were not saved ({reason}).",
    # The saved game (storage.savegame, app.resume).
    "game_not_saved_folder": "The game could not be saved. {problem}",
    "game_not_saved": "The game could not be saved ({reason}).",
    "save_unreadable": "The saved game could not be read ({reason}).",
    "save_damaged_not_moved": (
        "The saved game was damaged and could not be moved aside ({reason})."
    ),
    "save_damaged": "The saved game was damaged and cannot be resumed; it was kept as {name}.",
    "save_newer_not_moved": (
        "The saved game was made by a newer version of Bura Desktop and could not be "
        "moved aside ({reason})."
    ),
    "save_newer": (
        "The saved game was made by a newer version of Bura Desktop and cannot be resumed "
        "here; it was kept as {name}."
    ),
    "save_not_removed": "The finished game's save could not be removed ({reason}).",
    # The game stopped on an unexpected error (app.controller).
    "game_failed": "The game stopped on an error and cannot go on. Start a new game.",
    "game_failed_kept": (
        "The game stopped on an error and cannot go on; its save was kept as {name}. "
        "Start a new game."
    ),
    "game_failed_not_moved": (
        "The game stopped on an error and cannot go on; its save could not be moved aside "
        "({reason}). Start a new game."
    ),
    # Statistics (storage.statistics).
    "statistics_off": "Statistics are off: {problem}",
    "statistics_not_opened": "Statistics are off: {path} could not be opened ({reason}).",
    "statistics_busy": (
        "The statistics file is in use by another copy of Bura Desktop; "
        "hands will be saved when it is free."
    ),
    "statistics_busy_waiting": (
        "The statistics file is in use by another copy of Bura Desktop; "
        "{count} record(s) will be saved when it is free."
    ),
    "statistics_rows_skipped": (
        "Left out of the statistics: {count} hand(s) that could not be read from the file."
    ),
    "statistics_waiting_unreadable": (
        "The hands kept for the statistics at an earlier quit could not be read ({reason})."
    ),
    "statistics_waiting_moved": (
        "The hands kept for the statistics at an earlier quit could not be read ({reason}); "
        "the file was kept as {name}."
    ),
    "statistics_not_kept": (
        "The statistics file is in use by another copy of Bura Desktop, and {count} record(s) "
        "waiting for it could not be kept ({reason})."
    ),
    "statistics_newer": (
        "Your statistics were saved by a newer version of Bura Desktop; "
        "this version shows them but does not add to them."
    ),
    "statistics_damaged_off": "Statistics are off: the damaged statistics file ({reason}).",
    "statistics_not_replaced": (
        "Your statistics file was damaged and could not be replaced, so statistics are off for now."
    ),
    "statistics_replaced": (
        "Your statistics file was damaged, so it was moved aside as {name} "
        "and new statistics were started."
    ),
    "statistics_in_memory": "Statistics are off; this session's hands are kept in memory.",
    "statistics_not_saved": "Statistics are off: they could not be saved ({reason}).",
    "statistics_not_exported": "The statistics could not be exported ({reason}).",
    "statistics_nothing_to_reset": "Statistics are off, so there is nothing to reset.",
    "statistics_busy_reset": (
        "The statistics file is in use by another copy of Bura Desktop; "
        "try resetting again in a moment."
    ),
    "statistics_not_reset": "The statistics could not be reset ({reason}).",
}


class Notice(str):
    """A sentence for the user: the English text, with ``code`` and ``params`` to translate it."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, **params: Any) -> Notice:
        text = ENGLISH[code].format(**params)  # a KeyError here is a programming error
        notice = super().__new__(cls, text)
        notice.code = code
        notice.params = params
        return notice

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        return (self.code,), self.params


__all__ = ["ENGLISH", "Notice"]
