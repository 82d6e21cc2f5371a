"""The codes people read to each other: a table's (``ABC234``, six characters nobody mixes up,
for a table on the local network) and an invitation's (``7-guitarist-revenge``, in
magic-wormhole's form: a nameplate number and words). One rule for each, for the host that
makes them, the dialogs that read them, the profile that keeps them and the network that
carries them."""

from __future__ import annotations

import re
import secrets

TABLE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # no 0/O, 1/I/L
TABLE_CODE_LENGTH = 6
INVITATION_LIMIT = 48
# A nameplate number and two or three words (a way back's words are random letters).
_INVITATION = re.compile(r"[0-9]{1,6}(-[a-z]{2,12}){2,3}")


def new_table_code() -> str:
    return "".join(secrets.choice(TABLE_CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))


def is_table_code(text: object) -> bool:
    return (
        isinstance(text, str)
        and len(text) == TABLE_CODE_LENGTH
        and set(text) <= set(TABLE_CODE_ALPHABET)
    )


def clean_invitation(text: str) -> str | None:
    """An invitation code as a person typed or pasted it (spaces for dashes, capitals), or
    None if it cannot be one."""
    if len(text) > INVITATION_LIMIT * 2:
        return None
    code = "-".join(text.strip().lower().replace("-", " ").split())
    return code if len(code) <= INVITATION_LIMIT and _INVITATION.fullmatch(code) else None


__all__ = [
    "INVITATION_LIMIT",
    "TABLE_CODE_ALPHABET",
    "clean_invitation",
    "is_table_code",
    "new_table_code",
]
