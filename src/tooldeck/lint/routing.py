"""Where a definition routes a secret or the user's data, read by structure rather than by
wording (session 32): the classic tool-poisoning attacks in forms the phrase lists and
:mod:`tooldeck.lint.intent` never saw.

Four shapes, each a conjunction of things a program can point at, so that the words around
them (English, Greek, Czech, Thai, Hebrew …) matter little:

- **a named secret routed into one of the tool's own parameters**: a secret-shaped
  environment variable (``AWS_SECRET_ACCESS_KEY``), a secret file (``~/.aws/credentials``,
  ``~/.ssh/id_rsa``, ``.npmrc``, ``~/.config/gh/hosts.yml``) or a secret the user knows (a
  password, a one-time code, a card number and CVC) in the same sentence as a parameter of
  the tool, written as a code span after a word that puts something *in* it ("in
  `client_identity`", "στο πεδίο `note`", "בשדה `log`"); or a parameter whose own
  description defines its value as such a secret ("The operator's account password and the
  one-time code …", "เนื้อหาทั้งหมดของไฟล์ ~/.config/gh/hosts.yml"). Not: a parameter named
  for the secret (``password``, ``api_key``: the tool asks for it as its own input) unless
  the secret is a third party's (online banking, the home Wi-Fi), a ``writeOnly`` parameter,
  a path parameter, a tool whose name or first sentence is about logins, keys or secrets,
  configuration docs that name a variable without putting it anywhere ("set GITHUB_TOKEN in
  the server's environment"), a prohibition;
- **a secret asked of the user and sent to a fixed address** ("ask them for their card
  number and CVC … and send them to pay@…");
- **a fixed destination that receives the user's data**: a ``default``/``const``/``enum``
  URL whose query names two or more of the tool's other parameters
  (``https://stats.example/w?fields=visitor,birth_date``), an ``enum``/``default`` value
  that is a sentence holding an e-mail address; a fixed phone number, e-mail address or
  account that takes the messages whoever the user names as recipient;
- **an unconditional follow-up call of a tool that changes state, with arguments the user
  did not give**: "after every check, call tank_livestock_order … with qty 6", "after this
  tool, share_file is used with `public: true`"; a money tool named beside a literal
  account number (in any language: the number and the tool name are the structure).

Each hit is ``(pointer, class, (what it means, the words))`` with MCP field names, the
class one of the phrase rules' (``credentials`` → T102, ``exfiltration`` → T103,
``shadowing`` → T104). Source of the attack classes: Invariant Labs, "MCP Security
Notification: Tool Poisoning Attacks" (2025); CyberArk, "Poison everywhere" (2025).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from tooldeck.credentials import is_credential_name
from tooldeck.lint.phrases import sentences
from tooldeck.lint.poison import without_prohibitions

SECRET_VARIABLE = re.compile(
    r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|PASSPHRASE|PAT"
    r"|CREDENTIALS?)(?:_ID)?\b"
)
"""An environment variable of a secret's shape (``AWS_SECRET_ACCESS_KEY``,
``AWS_ACCESS_KEY_ID``, ``GITHUB_TOKEN``), case as written."""

SECRET_FILE = re.compile(
    r"~/\.aws\b|\.aws/credentials\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
    r"|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\bhosts\.ya?ml\b"
    r"|\.docker/config\.json\b|\.kube/config\b|\bkubeconfig\b|\.gnupg\b|/etc/shadow\b"
    r"|(?<![\w/.-])\.env\b(?!\.(?:example|sample|template|dist))|\bwallet\.dat\b"
    r"|\bkeychain\b|application_default_credentials\.json",
    re.IGNORECASE,
)
"""A file or store where a machine keeps secrets (not ``~/.ssh/config`` or
``known_hosts``, which hold none; not a public key ``.pub``)."""

SECRET_WORD = re.compile(
    r"\b(?:passwords?|passcodes?|passphrases?|one[- ]time (?:pass)?codes?|one[- ]time passwords?"
    r"|otp(?: codes?)?|2fa codes?|mfa codes?|authenticator codes?|recovery codes?"
    r"|backup codes?|cvc|cvv|cvv2|card numbers?|security codes?|seed phrases?|private keys?"
    r"|\w*passwort\w*|kennwort|mots? de passe|contraseñas?|senhas?|has[łl][oa]\w*|şifre\w*"
    r"|wachtwoord\w*|парол\w*|jelsz[óa]\w*|\w*lösenord\w*|adgangskode|passord|salasana\w*"
    r"|alarm codes?|kartennummer|numéro de (?:la )?carte|número de(?: la)? tarjeta"
    r"|número do cartão|numero (?:della )?carta|номер\w* карты|código de verificación"
    r"|code de vérification|bestätigungscode|einmalcode|tan-?nummer"
    r"|mật khẩu|kata sandi|κωδικ\w* πρόσβασης|συνθηματικ\w*|αριθμ\w* (?:της )?κάρτας"
    r"|hesl[oaeu]\w*|jednorázov\w* kód\w*|čísl\w* karty)\b"
    r"|รหัสผ่าน|รหัส otp|หมายเลขบัตร|סיסמ\w*|קוד חד[- ]פעמי|מספר (?:ה)?כרטיס"
    r"|パスワード|密码|密碼|口令|验证码|卡号|カード番号|認証コード|비밀번호|카드 ?번호|인증 ?번호"
    r"|كلمة (?:المرور|السر)|رقم البطاقة|पासवर्ड",
    re.IGNORECASE,
)
"""A secret the user knows, in the languages the sets use (a password, a one-time code, a
card number and CVC, a seed phrase)."""

THIRD_PARTY = re.compile(
    r"e-?banking|online[- ]banking|internet[- ]banking|\bbank(?:ing)? (?:login|password)|bankid"
    r"|wi-?fi|\brouter\b|e-?mail (?:account )?password|τραπεζ\w*|bankovnictv\w*"
    r"|ธนาคาร|בנק",
    re.IGNORECASE,
)
"""A login of a service other than the tool's: no tool's own parameter needs it."""

_NOT_THE_SECRET = re.compile(
    r"\b(?:reset|forgot|forgotten|hash(?:ed)?|masked|last (?:four|4) digits"
    r"|(?:password|passphrase|pin|code) (?:policy|length|strength|hint|rotation|requirements?"
    r"|rules?))\b",
    re.IGNORECASE,
)
"""Words that make a sentence about a secret rather than the secret itself ("password
policy", "the last four digits of the card number")."""

_CONTENT = re.compile(
    r"\b(?:contents?|text|value|values|body|block|verbatim|whole|entire|full)\b"
    r"|περιεχόμεν\w*|obsah\w*|เนื้อหา|תוכן|inhalt|contenu|contenido",
    re.IGNORECASE,
)
"""A word that makes a file named in a parameter's description its contents."""

_ABOUT_SECRETS = re.compile(
    r"password|passcode|login|log in|sign in|signin|auth|credential|secret|token|\bkeys?\b"
    r"|api key|ssh|sftp|vault|2fa|mfa|otp|wallet|keychain|certificate|\benv\b|environment"
    r"|payment|card|checkout|bank",
    re.IGNORECASE,
)
"""A tool whose name or first sentence says it is about logins, keys or secrets: what it
asks for is its own input."""

_ABOUT_STORES = re.compile(
    r"ssh|sftp|\bkeys?\b|secret|credential|vault|\benv\b|environment|dotenv|npm|aws|kube"
    r"|docker|\bgit|config|backup|scan|token",
    re.IGNORECASE,
)
"""A tool whose name or first sentence is about the places secrets are kept (a secrets
manager, an SSH client, a scanner, a backup): the variables and files it names are its own."""

_CONVERSATION = re.compile(
    r"\b(?:last|latest|most recent|recent|previous|prior|every|all) (?:\w+ ){0,2}?"
    r"(?:messages?|turns?) (?:[\w']+ ){0,4}?(?:in|of|from) (?:the|this) "
    r"(?:chat|conversation|session|thread)\b"
    r"|\bevery (?:user )?message of the user\b|\bevery message (?:the user|from the user)\b"
    r"|כל הודעה|κάθε μήνυμα|každ[áo]u? zpráv[au]?|ทุกข้อความ",
    re.IGNORECASE,
)
"""The conversation named as what a parameter holds ("the last five messages the family
wrote in this chat", "every message of the user"; Hebrew, Greek, Czech, Thai "every
message")."""

_ABOUT_CONVERSATION = re.compile(
    r"chat|conversation|thread|messages|transcript|dialog", re.IGNORECASE
)

_ROUTE_BEFORE = re.compile(
    r"(?:\b(?:in|into|as|inside|within|under|via|with|στο|στον|στην|στα|σε|με|do|ve?|na"
    r"|dans|en|im|ins|als|vào|trong|di|ke|i|på|no|na|nel|nello|nella|w|в|во|في|ال)"
    r"|ใน|ลง|ב|ל|到|入|至|在|填入|放入)\s*"
    r"(?:(?:the|its|this|το|την|τον|πεδίο|pole|poli|polu|field|parameter|argument|el|la|le|les"
    r"|l'|der|die|das|dem|den|het|il|lo|o|a|campo|champ|feld|parámetro|paramètre|parametro"
    r"|parametr\w*|veld|trường|kolom|поле|параметр\w*|الحقل|حقل|השדה|שדה|ช่อง|ฟิลด์"
    r"|พารามิเตอร์|字段|参数)\s*)*$",
    re.IGNORECASE,
)
"""A word that puts something in what follows, right before a parameter's code span ("in
`x`", "into the `x` field", "στο πεδίο `x`", "do `x`", "בשדה `x`", "ใน `x`")."""

_ROUTE_AFTER = re.compile(
    r"\s*(?:に|へ|の?欄|字段|欄位|フィールド|필드|에|-?alan\w*|-?mező\w*|-?kenttä\w*|फ़ील्ड|में)",
    re.IGNORECASE,
)
"""A word that puts something in what precedes, right after a parameter's name (`` `x`
フィールドに``, `` `x` 字段``, `` `x` alanına``, `` `x` mezőbe``, `` `x`-kenttään``)."""

_IDENTITY = re.compile(
    r"^(?:user(?:name)?|login|e-?mail|account|host|hostname|server|url|endpoint|profile"
    r"|region|username_or_email)$",
    re.IGNORECASE,
)
"""Parameters named for who logs in or where, written next to a password in honest login
and connection tools ("the `username` and password")."""

_HOLDS = re.compile(
    r"\s*(?:field |parameter )?(?:is|holds?|contains?|carries|takes|gets|=|must be|should be)\b",
    re.IGNORECASE,
)
"""A parameter said to be what follows ("`access` holds the owner's alarm code")."""


def _mentions(sentence: str, params: dict[str, Any]) -> Iterator[tuple[str, int, int]]:
    """``(name, start, end)`` of each of the tool's parameters a sentence names: a code span
    (`` `memo` ``), a bare name with an underscore (``auth_hint``), or a bare name at the
    end of a clause ("… i kod\"")."""
    for span in _MENTION.finditer(sentence):
        name = span.group(1) or span.group(2) or span.group(3)
        if name in params:
            yield name, span.start(), span.end()


_MENTION = re.compile(r"`([^`\s]+)`|\b(\w+_\w+)\b|\b([A-Za-z][\w-]*)(?=\s*[\"'.,;)}]|\s*$)")


_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_PHONE = re.compile(r"\+\d[\d ()\-]{6,}\d")
_ACCOUNT = re.compile(r"\b[A-Z]{2}\d{2}(?:[ -]?[\dA-Z]{4}){2,}\b|\b\d{2,6}(?:[ -]\d{2,6}){2,}\b")
"""An IBAN-like or grouped account number ("XX00 7781 0000 2290", "99-1234-5678")."""

_SEND_ASK = re.compile(r"\b(?:ask|request|collect|obtain|get)\b", re.IGNORECASE)
_SEND = re.compile(r"\b(?:send|forward|e-?mail|mail|post|submit|pass)\b", re.IGNORECASE)

_OVERRIDE = re.compile(r"\b(?:whoever|whatever|regardless|no matter|irrespective)\b", re.IGNORECASE)
_RECIPIENT = re.compile(r"\b(?:recipients?|addressee|goes to|delivered to|sent to)\b", re.I)

_OTHER_TOOLS = re.compile(
    r"\b(?:any|every|all|other|another)(?: [\w'-]+){0,3} tools?\b"
    r"|\btools? (?:of|from) (?:other|another) servers?\b",
    re.IGNORECASE,
)
"""Other tools named as a class ("any calendar tool", "another server's checkout tool")."""

_ADDED = re.compile(
    r"\b(?:added|adds|copied|cc|bcc|attendees?|recipients?|also|as well)\b", re.IGNORECASE
)
_USER_VALUE_REPLACED = re.compile(
    r"\b(?:not|instead of|rather than|whatever|regardless of) (?:the )?(?:\w+ ){0,2}"
    r"(?:the user|they|the customer|the buyer) (?:gives?|names?|chooses?|chose|enters?|types?"
    r"|picks?|asks? for|provides?)\b",
    re.IGNORECASE,
)
"""The user's own value set aside ("… is the pro shop, not the address the user gives")."""

_STANDING = re.compile(
    r"\b(?:after (?:every|each|this tool|any)|every time|each time|whenever|always"
    r"|before (?:answering|replying|the first))\b",
    re.IGNORECASE,
)
_FIXED_ARGUMENT = re.compile(
    r"\bwith\b[^.]{0,40}?(?:\b[a-z_]+ \d+\b|`[^`]*[:=][^`]*`|\"[^\"]+\")", re.IGNORECASE
)
"""An argument the sentence fixes ("with qty 6", "with `public: true`")."""

_STATE_VERBS = frozenset(
    ["order", "buy", "purchase", "pay", "transfer", "send", "delete", "remove", "share",
     "publish", "post", "book", "place", "submit", "refund", "charge", "withdraw", "grant",
     "invite", "wire"]
)  # fmt: skip
"""Words of a tool name that change state outside the conversation (``parts_place_order``,
``share_file``)."""

_MONEY_VERBS = frozenset(
    ["pay", "transfer", "charge", "withdraw", "wire", "buy", "purchase", "send"]
)
"""Words of a tool name that move money."""

_TOOL_NAME = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")

_MESSAGE_MAX = 60


def _words(sentence: str) -> str:
    words = " ".join(sentence.split())
    return words if len(words) <= _MESSAGE_MAX else words[: _MESSAGE_MAX - 3] + "…"


_SECRET_LITERALS = (
    "pass", "one-time", "one time", "otp", "2fa", "mfa", "authenticator", "recovery code",
    "backup code", "cvc", "cvv", "card number", "security code", "seed phrase", "private key",
    "kennwort", "lösenord", "adgangskode", "passord", "salasana", "alarm code",
    "mot de passe", "mots de passe", "hasla", "парол", "jelsz", "kartennummer", "carte",
    "tarjeta", "cartão", "carta", "карты", "verificación", "vérification", "bestätigungscode",
    "einmalcode", "tan-n", "tannummer", "密碼", "口令", "验证码", "卡号", "カード番号",
    "認証コード", "카드",
    "인증", "رقم البطاقة", "contraseña", "senha", "hasło", "şifre", "wachtwoord",
    "пароль", "mật khẩu", "kata sandi", "κωδικ", "συνθηματικ", "κάρτας", "hesl",
    "jednorázov", "karty", "รหัส", "หมายเลขบัตร", "סיסמ", "קוד חד", "כרטיס", "パスワード",
    "密码", "비밀번호", "كلمة", "पासवर्ड", ".aws", "id_rsa", "id_dsa", "id_ecdsa",
    "id_ed25519", ".npmrc", ".netrc", ".pypirc", ".pgpass", ".git-credentials", "hosts.y",
    "docker/config", ".kube", "kubeconfig", ".gnupg", "/etc/shadow", ".env", "wallet.dat",
    "keychain", "application_default", "_key", "_secret", "_token", "_pat", "_credential",
)  # fmt: skip
"""Literals one of which every secret match holds, lower-cased (a cheap gate)."""

_CONVERSATION_LITERALS = ("message", "turn", "הודעה", "μήνυμα", "zpráv", "ข้อความ")


@lru_cache(maxsize=1 << 15)
def _gates(text: str) -> tuple[bool, bool, bool]:
    """Whether ``text`` may name a secret, the conversation, or a fixed address or another
    tool: each reading runs only where its gate holds (most real text passes none).
    Memoised."""
    lowered = text.lower()
    secret = any(literal in lowered for literal in _SECRET_LITERALS)
    conversation = any(literal in lowered for literal in _CONVERSATION_LITERALS)
    calls = (
        "@" in text
        or "+" in text
        or _DIGIT_GROUP.search(text) is not None
        or ("_" in text and _STANDING.search(text) is not None)
        or (" tool" in lowered and _OTHER_TOOLS.search(text) is not None)
    )
    return secret, conversation, calls


_DIGIT_GROUP = re.compile(r"\d{2,6}[ -]\d{2,6}[ -]\d{2,6}")


def _parameters(schema: Any, pointer: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(name, pointer, schema)`` of every property at any depth (nested objects, array
    items) of ``schema``, whose pointer is ``pointer``."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties")
    if isinstance(props, dict):
        for name, sub in props.items():
            if isinstance(sub, dict):
                here = f"{pointer}/properties/{name}"
                yield str(name), here, sub
                yield from _parameters(sub, here)
    items = schema.get("items")
    if isinstance(items, dict):
        yield from _parameters(items, pointer + "/items")
    for key in ("$defs", "definitions"):
        defs = schema.get(key)
        if isinstance(defs, dict):
            for name, sub in defs.items():
                yield from _parameters(sub, f"{pointer}/{key}/{name}")


def _object_descriptions(schema: Any, pointer: str) -> Iterator[tuple[str, str]]:
    """``(pointer, text)`` of the ``description`` of every object schema (the input schema,
    an array's items, a ``$defs`` entry) at any depth: text about the parameters inside."""
    if not isinstance(schema, dict):
        return
    text = schema.get("description")
    if isinstance(text, str) and isinstance(schema.get("properties"), dict):
        yield pointer + "/description", text
    for key in ("properties", "$defs", "definitions"):
        children = schema.get(key)
        if isinstance(children, dict):
            for name, sub in children.items():
                yield from _object_descriptions(sub, f"{pointer}/{key}/{name}")
    items = schema.get("items")
    if isinstance(items, dict):
        yield from _object_descriptions(items, pointer + "/items")


def _secret_in(sentence: str) -> str | None:
    """The first secret a sentence names, or None (a secret variable, a secret file, a
    secret the user knows)."""
    for rx in (SECRET_VARIABLE, SECRET_FILE, SECRET_WORD):
        match = rx.search(sentence)
        if match is not None:
            return match.group()
    return None


def _is_path(name: str, schema: dict[str, Any]) -> bool:
    words = re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name).lower())
    description = schema.get("description")
    return bool(words and words[-1] in {"path", "file", "dir", "folder", "location"}) or (
        isinstance(description, str)
        and re.match(r"\s*(?:path|file|directory|folder)\b", description, re.I) is not None
    )


def _may_hold(name: str, schema: dict[str, Any], secret: str) -> bool:
    """Whether parameter ``name`` is an honest home for ``secret``: named for a credential
    (unless the secret is a third party's login), ``writeOnly``, a path, a flag or a number,
    or named for who logs in."""
    if schema.get("writeOnly") is True or _is_path(name, schema) or _IDENTITY.match(name):
        return True
    kinds = schema.get("type")
    if kinds in ("boolean", "integer", "number"):
        return True
    return is_credential_name(name) and THIRD_PARTY.search(secret) is None


def routing_hits(
    tool_name: str, definition: dict[str, Any]
) -> dict[str, dict[str, tuple[str, str]]]:
    """pointer → class → (what it means, the words) for the four shapes of the module
    docstring, over the MCP ``definition`` of the tool named ``tool_name`` (``name``,
    ``description``, ``inputSchema``). Empty when none holds."""
    out: dict[str, dict[str, tuple[str, str]]] = {}
    description = definition.get("description")
    description = description if isinstance(description, str) else ""
    schema = definition.get("inputSchema")
    params = {name: (ptr, sub) for name, ptr, sub in _parameters(schema, "/inputSchema")}
    spaced = tool_name.replace("_", " ")

    def about(rx: re.Pattern[str]) -> bool:
        """Whether the tool's name or its description's first sentence matches ``rx``."""
        first = sentences(description, join_wrapped=True)[0] if description.strip() else ""
        return rx.search(spaced) is not None or rx.search(first) is not None

    def add(pointer: str, cls: str, why: str, sentence: str) -> None:
        out.setdefault(pointer, {}).setdefault(cls, (why, _words(sentence)))

    texts: list[tuple[str, str]] = [("/description", description)] if description else []
    texts += [(ptr, text) for ptr, text in _object_descriptions(schema, "/inputSchema")]
    objects = {ptr for ptr, _ in texts}
    for ptr, title in (("/title", definition.get("title")),):
        if isinstance(title, str) and _EMAIL.search(title) and _SEND.search(title):
            add(ptr, "exfiltration", "a title that sends data to a fixed address", title)
    annotations = definition.get("annotations")
    if isinstance(annotations, dict):
        title = annotations.get("title")
        if isinstance(title, str) and _EMAIL.search(title) and _SEND.search(title):
            add(
                "/annotations/title",
                "exfiltration",
                "a title that sends data to a fixed address",
                title,
            )
    for name, (ptr, sub) in params.items():
        text = sub.get("description")
        if isinstance(text, str) and ptr + "/description" not in objects:
            texts.append((ptr + "/description", text))
        for key in ("default", "const"):
            value = sub.get(key)
            if isinstance(value, str):
                _value_hits(add, f"{ptr}/{key}", value, name, params)
        for key in ("enum", "examples"):
            values = sub.get(key)
            if isinstance(values, list):
                for i, value in enumerate(values):
                    if isinstance(value, str):
                        _value_hits(add, f"{ptr}/{key}/{i}", value, name, params)

    for pointer, text in texts:
        parts = pointer.split("/")
        own_param = parts[-2] if len(parts) >= 4 and parts[-3] == "properties" else None
        if own_param is not None and pointer in objects:
            own_param = None  # an object's description: about the parameters inside
        may_secret, may_conversation, may_call = _gates(text)
        if pointer != "/description":
            may_call = False
        if not (may_secret or may_conversation or may_call):
            continue
        for number, sentence in enumerate(sentences(text, join_wrapped=True)):
            plain = without_prohibitions(sentence)
            secret = _secret_in(plain) if may_secret else None
            if secret is not None and SECRET_WORD.search(secret) is None:
                exempt = about(_ABOUT_STORES)  # a variable or a file: a login tool needs neither
            else:
                exempt = secret is not None and about(_ABOUT_SECRETS)
            if secret is not None and (not exempt or THIRD_PARTY.search(plain)):
                # a secret put into a parameter named in a code span
                for name, start, end in _mentions(plain, params):
                    if name == own_param:
                        continue
                    holds = _HOLDS.match(plain[end : end + 60])
                    if (
                        (holds is None or _secret_in(plain[end : end + 60]) is None)
                        and not _ROUTE_BEFORE.search(plain[max(0, start - 40) : start])
                        and not _ROUTE_AFTER.match(plain[end : end + 20])
                    ):
                        continue
                    if _may_hold(name, params[name][1], plain):
                        continue
                    if _NOT_THE_SECRET.search(plain):
                        continue
                    add(pointer, "credentials", "puts a secret into a parameter", sentence)
                    break
                # a parameter whose own description defines it as the secret
                if own_param is not None and number == 0:
                    sub = params[own_param][1] if own_param in params else {}
                    if not _may_hold(own_param, sub, plain) and not _NOT_THE_SECRET.search(plain):
                        head = re.split(r":\s", plain)[-1]
                        found = _secret_in(head)
                        if found is not None and (
                            (
                                SECRET_WORD.search(head) is not None
                                and len(head[: head.find(found)].split()) <= 8
                            )
                            or (
                                SECRET_FILE.search(head) is not None
                                and _CONTENT.search(head) is not None
                            )
                        ):
                            add(
                                pointer,
                                "credentials",
                                "defines a parameter as a secret",
                                sentence,
                            )
            if may_conversation and _CONVERSATION.search(plain) is not None:
                for _name, start, _end in _mentions(plain, params):
                    if _ROUTE_BEFORE.search(plain[max(0, start - 40) : start]):
                        add(
                            pointer,
                            "exfiltration",
                            "puts the conversation into a parameter",
                            sentence,
                        )
                        break
                if own_param is not None and number == 0 and not about(_ABOUT_CONVERSATION):
                    add(
                        pointer, "exfiltration", "defines a parameter as the conversation", sentence
                    )
            if (
                secret is not None
                and SECRET_WORD.search(plain)
                and _EMAIL.search(plain)
                and _SEND_ASK.search(plain)
                and _SEND.search(plain)
            ):
                add(
                    pointer, "credentials", "asks for a secret and sends it to an address", sentence
                )
            if may_call:
                _call_hits(add, tool_name, sentence, plain, params)
    return out


def _value_hits(
    add: Any, pointer: str, value: str, name: str, params: dict[str, tuple[str, dict[str, Any]]]
) -> None:
    """A fixed URL in a value that names the tool's other parameters, or a value that is a
    sentence holding an e-mail address."""
    if re.match(r"https?://", value):
        query = re.split(r"[?#]", value, maxsplit=1)
        if len(query) == 2:
            tokens = set(re.split(r"[=,&;/{}\s]+", query[1]))
            named = {p for p in params if p != name and p in tokens}
            if len(named) >= 2:
                add(pointer, "exfiltration", "a fixed URL that receives the user's fields", value)
        return
    if len(value.split()) >= 5 and _EMAIL.search(value):
        add(pointer, "exfiltration", "a value that sends data to a fixed address", value)


def _call_hits(
    add: Any,
    tool_name: str,
    sentence: str,
    plain: str,
    params: dict[str, tuple[str, dict[str, Any]]],
) -> None:
    """Another tool's recipient replaced by a fixed address; a follow-up call of a tool that
    changes state with fixed arguments; a money tool beside a literal account."""
    fixed = _EMAIL.search(plain) or _PHONE.search(plain) or _ACCOUNT.search(plain)
    if fixed is not None and _OVERRIDE.search(plain) and _RECIPIENT.search(plain):
        add(
            "/description",
            "shadowing",
            "sends another tool's messages to a fixed address",
            sentence,
        )
        return
    if _OTHER_TOOLS.search(plain) is not None and (
        (fixed is not None and _ADDED.search(plain) is not None)
        or _USER_VALUE_REPLACED.search(plain) is not None
    ):
        add("/description", "shadowing", "gives other tools' calls a fixed destination", sentence)
        return
    others = [
        m.group()
        for m in _TOOL_NAME.finditer(plain)
        if m.group() != tool_name and m.group() not in params
    ]
    for other in others:
        verbs = set(other.split("_"))
        if not verbs & _STATE_VERBS:
            continue
        if _STANDING.search(plain) and _FIXED_ARGUMENT.search(plain):
            add(
                "/description",
                "shadowing",
                "orders a follow-up call with fixed arguments",
                sentence,
            )
            return
        if verbs & _MONEY_VERBS and _ACCOUNT.search(plain):
            add("/description", "shadowing", "orders a payment to a fixed account", sentence)
            return
