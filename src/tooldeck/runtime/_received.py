"""What a ``@tool`` function's types changed in the arguments it was sent (for
``runtime.py``).

The Runtime validates a call against the tool's JSON Schema, then hands the arguments to
pydantic, which builds the function's Python values — and may change them on the way:
``Literal[1, "max"]`` receives ``1`` for ``1.0``, a ``datetime`` keeps six fractional
digits of seven, ``StringConstraints(strip_whitespace=True)`` trims, ``HttpUrl`` adds a
trailing slash, ``timedelta`` reads ``"P1M"`` as 30 days, ``dict[int, X]`` turns the key
``"01"`` into ``1``. No type is special-cased: :func:`function_changes` compares the JSON
that was sent with the JSON form of what the function receives (pydantic's dump of the
validated values by their declared types, :meth:`FunctionTool.received_arguments`), value
by value. Each difference is a change record for the result's ``normalized`` (rule
:data:`RULE`); keys of one object that become the same key (``"01"`` and ``"1"`` for
``dict[int, X]``: one value would be lost without a trace) are a :class:`Collision`, which
the Runtime refuses, as the decoder refuses duplicate keys.

Not a change: an integer sent for a ``float`` (``30`` → ``30.0``; JSON has one number
type, and JSON Schema counts them equal), a reordering of an array whose items are the
same (a ``set`` parameter: the function receives no order at all), members pydantic
filled in that were not sent (defaults), and a secret (``SecretStr``, ``SecretBytes``,
``Secret[int]``, ``Secret[list[int]]``, ...), whose dump is pydantic's mask whatever JSON
value was sent: its value is neither shown nor compared. A parameter whose dump is not
what the function receives (a validation alias, a serializer of the author's) is handed in
as sent (:meth:`FunctionTool.received_arguments`), so it shows no change.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tooldeck.jsonvalue import json_pointer, same_json

__all__ = ["RULE", "Collision", "function_changes"]

RULE = "function_types"
"""The ``rule`` of a change record made by the function's types (pydantic's conversion)."""

SECRET_MASK = "**********"
"""What pydantic dumps any ``Secret`` as (``SecretStr``, ``Secret[int]``, ...): a value
dumped as it is not compared, whatever JSON type was sent."""

MAX_KEYS_TRIED = 50
"""Most keys, in one call, not received as sent whose forms are looked up one by one (each
a validation of the whole arguments with that key alone in its object, so the cost of a
call is at most this many validations more, whatever the number of objects). Past it, an
object received with fewer keys than sent is refused naming the keys not received as
sent, and the other keys not looked up are one change record (``from`` "N keys not
received as sent", ``to`` saying they were not looked up), after the other changes, at
the first of them."""

MAX_CHANGES = 100
"""Most change records :func:`function_changes` returns for one call: the first
``MAX_CHANGES - 1`` changes, then one record (at the next change's pointer, ``from`` "N
more changes", ``to`` "not listed") standing for the rest."""

Path = tuple[str | int, ...]


@dataclass(frozen=True, slots=True)
class Collision:
    """Keys of one object sent (at ``path``) that the function's types turn into the same
    key ``key`` (None where that could not be told), so all but one value would be lost."""

    path: Path
    keys: tuple[str, ...]
    key: str | None


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


_SCALARS = (str, int, type(None))
"""Types whose values are the same JSON value exactly when they are of one type and equal
(``==``; a float is compared by its text: ``0.0`` and ``-0.0`` are equal numbers)."""


def _same(sent: Any, received: Any) -> bool:
    """Whether ``received`` is the JSON value ``sent`` (an integer sent for a float is)."""
    if sent is received:
        return True
    kind = type(sent)
    if kind is type(received) and kind in _SCALARS:
        return bool(sent == received or received == SECRET_MASK)
    if isinstance(sent, bool) or isinstance(received, bool):
        return type(sent) is type(received) and sent == received
    if isinstance(sent, int) and isinstance(received, float):
        return float(sent) == received
    if isinstance(received, str) and received == SECRET_MASK:
        return True  # a secret (of any JSON type sent): its value is neither shown nor compared
    return same_json(sent, received)


def function_changes(
    sent: Any, received: Any, key_form: Callable[[Path, str], str | None]
) -> tuple[list[dict[str, Any]], list[Collision]]:
    """The changes between the arguments ``sent`` and their ``received`` JSON form.

    Args:
        sent: the arguments object as handed to the function's types (plain JSON).
        received: its JSON form after validation (:meth:`FunctionTool.received_arguments`).
        key_form: the form one key of the object at a path takes when sent alone (None
            when it cannot be told); asked only where keys became fewer.

    Returns:
        ``(changes, collisions)``: a record ``{"pointer", "rule", "from", "to"}`` per
        changed value (a changed key: ``from``/``to`` ``'key "01"'``/``'key "1"'``, at the
        pointer of the key sent), and each set of keys that became one key.
    """
    changes: list[dict[str, Any]] = []
    collisions: list[Collision] = []
    budget = [MAX_KEYS_TRIED]  # key lookups left in this call
    unlooked: list[Path] = []  # keys not received as sent and not looked up

    def note(path: Path, before: Any, after: Any) -> None:
        changes.append(
            {"pointer": json_pointer(list(path)), "rule": RULE, "from": before, "to": after}
        )

    def walk(s: Any, r: Any, path: Path) -> None:
        if s is r or (path and isinstance(s, dict | list) and same_json(s, r)):
            return  # handed as sent, or received as sent: nothing to compare in it
        if isinstance(s, dict) and isinstance(r, dict):
            # members pydantic added (defaults) were not sent: only the sent keys are walked
            missing = [key for key in s if key not in r]
            tried = set(missing[: max(budget[0], 0)])
            budget[0] -= len(tried)
            forms: dict[str, str] = {}  # sent key -> the key the function receives
            for key in s:
                form = key if key in r else key_form(path, key) if key in tried else None
                if form is not None:
                    forms[key] = form
            groups: dict[str, list[str]] = {}
            for key, form in forms.items():
                groups.setdefault(form, []).append(key)
            merged = [
                Collision(path, tuple(keys), form) for form, keys in groups.items() if len(keys) > 1
            ]
            untried = [key for key in missing if key not in tried]
            if not merged and untried and len(r) < len(s):
                merged = [Collision(path, tuple(missing), None)]
            if not merged:
                unlooked.extend((*path, key) for key in untried)
            if merged:
                collisions.extend(merged)
                return
            for key, item in s.items():
                form = forms.get(key)
                if form is None or form not in r:
                    continue  # not in the dump (a field excluded from it): nothing to compare
                if form != key:
                    note((*path, key), f'key "{key}"', f'key "{form}"')
                walk(item, r[form], (*path, key))
            return
        if isinstance(s, list) and isinstance(r, list) and len(s) == len(r):
            # the places whose items differ (items alike elsewhere give nothing to walk
            # and count the same on both sides of the order check)
            moved = [i for i, (a, b) in enumerate(zip(s, r, strict=True)) if not same_json(a, b)]
            if any(not _same(s[i], r[i]) for i in moved) and Counter(
                _text(s[i]) for i in moved
            ) == Counter(_text(r[i]) for i in moved):
                return  # the same items in another order: a set has none
            for index in moved:
                walk(s[index], r[index], (*path, index))
            return
        if not _same(s, r):
            note(path, s, r)

    walk(sent, received, ())
    if unlooked:
        note(
            unlooked[0],
            f"{len(unlooked)} keys not received as sent",
            f"not looked up (over {MAX_KEYS_TRIED} key lookups in this call): the function "
            "may receive them in another form",
        )
    if len(changes) > MAX_CHANGES:
        rest = len(changes) - (MAX_CHANGES - 1)
        pointer = changes[MAX_CHANGES - 1]["pointer"]
        changes = changes[: MAX_CHANGES - 1]
        changes.append(
            {"pointer": pointer, "rule": RULE, "from": f"{rest} more changes", "to": "not listed"}
        )
    return changes, collisions
