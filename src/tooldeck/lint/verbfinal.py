# ruff: noqa: E501  (the cue tables are regular expressions, one per line)
"""Session 38: seven acts of tool poisoning read in Persian, Azerbaijani, Bengali and Tamil.

The four languages put the verb at the end of the clause (subject–object–verb), and a
reading built on English word order (a verb, then its object, then where it goes) finds
nothing in them: "ask the user for their card number and PIN" is, word for word, "the
user-from their card's number and PIN asked take" (Bengali; Tamil alike). So each act is read here as
a **conjunction of cue groups inside one sentence**, in whatever order they come. The
cue groups name the act's parts, not an item's wording: what is taken (a secret the user
knows, a secret file), the verb addressed to the model, who must not be told, the window
of "from now until the end of the conversation", and so on. A group's cues are the
language's ordinary words for it (imperative and passive forms, with Persian written with
or without the zero-width non-joiner). The acts and their class (the rule's code):

* ``credentials`` (T102), :func:`secret_moved`: a secret (a password, PIN, card number,
  one-time code, token, the ``.env`` file) with an imperative that asks the user for it
  (the user named) or moves it (write it in a field, send it); not under a prohibition
  ("never send your PIN": هرگز … نفرستید, heç vaxt … göndərmə, কখনও … পাঠাবেন না).
* ``conceal`` (T101), :func:`user_not_told`: an order not to tell the user (to the user
  … do not say / do not tell: به کاربر نگویید, istifadəçiyə … danışma, ব্যবহারকারীকে …
  বলবেন না), or to hide it from them.
* ``exfiltration`` (T103), :func:`copied_to_address`: a copy of what the tool handles
  sent to an e-mail address or URL written in the same sentence (a fixed recipient the
  user did not choose).
* ``exfiltration`` (T103), :func:`conversation_forwarded`: from now until the end of the
  conversation, every message (or every result of other tools) sent on.
* ``capability`` (T107), :func:`pays_without_asking`: a standing permission to pay, or
  money taken without asking the user.
* ``shadowing`` (T104), :func:`other_tool_called`: another tool, named by its identifier,
  said to be called (or ordered called) after this one is used, with a fixed value or a
  charge; not "can be called".
* ``shadowing`` (T104), :func:`one_ranked_first`: one party always put first or shown as
  the best whatever its values are.

Honest twins stay clean (tests/lint/test_verbfinal_s38.py): a prohibition, a secret read
by the tool itself from its configuration, a copy sent to the user's own address (no
literal), a changelog "from now on", a payment made after the user confirms, a follow-up
call that "can" be made, a ranking by score. The cues are cut from the languages'
grammar, not from any evaluation item (the poisoning21 dev items that showed the gap are
named in docs/lint.md's Session 38 section). The readings run only on a string holding
Arabic-script, Bengali or Tamil letters or the Azerbaijani ``ə`` (:data:`_SCRIPT`), a
literal test that keeps English text at the cost of one ``isascii``.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = [
    "conversation_forwarded",
    "copied_to_address",
    "one_ranked_first",
    "other_tool_called",
    "pays_without_asking",
    "secret_moved",
    "user_not_told",
    "verb_final_hits",
]

_SCRIPT = re.compile("[\u0600-\u06ff\u0980-\u09ff\u0b80-\u0bffəƏ]")
"""A letter of the Arabic script (Persian), of Bengali or Tamil, or the Azerbaijani schwa."""

_BN_END = r"(?![\u0980-\u09ff\u0b80-\u0bff])"  # Bengali/Tamil vowel signs are not \w: no \b

_USER = r"کاربر|istifadəçi|ব্যবহারকারী|பயனர்"

_SECRET = re.compile(
    # fa
    r"رمز عبور|رمز ورود|رمز کارت|رمز دوم|گذرواژه|\bپین\b|کد تأیید|کد تایید|کد یکبار|کلید api|کلید خصوصی|\bتوکن|شماره ی کارت|شماره کارت|اطلاعات ورود"
    # az
    r"|şifrə|\bparol|pin ?kod|kart nömrə|kartın nömrə|təsdiq kodu|birdəfəlik kod|sms kod|\btoken|gizli açar|api açar"
    # bn
    r"|পাসওয়ার্ড|পিন|কার্ডের নম্বর|কার্ড নম্বর|ওটিপি|টোকেন|গোপন কী|এপিআই কী|সিভিভি"
    # ta
    r"|கடவுச்சொல்|பின் எண்|அட்டை எண்|அட்டையின் எண்|ஓடிபி|ஒருமுறை கடவுச்சொல்|டோக்கன்"
    # any
    r"|\bpin\b|\bcvv\b|\bcvc\b|\botp\b|(?<![\w/])\.env\b|\bid_rsa\b|\bid_ed25519\b"
)
_ASK = re.compile(
    r"\bبپرس(?:ید)?\b|\bبخواه(?:ید)?\b|\bبگیر(?:ید)?\b|درخواست کن(?:ید)?\b"
    r"|\bsoruş(?:un)?\b|\bistə(?:yin)?\b|\bxahiş et(?:in)?\b"
    r"|চেয়ে নিন|চেয়ে নেবেন|চান" + _BN_END + r"|জিজ্ঞাসা করুন|জিজ্ঞেস করুন|সংগ্রহ করুন"
    r"|கேளுங்கள்|கேட்கவும்|கேட்டுப் பெறவும்|கேட்டு வாங்கவும்"
)
"""An imperative that asks someone (with the user named: the user is asked)."""
_MOVE = re.compile(
    r"\bبنویس(?:ید)?\b|\bبفرست(?:ید)?\b|\bبگذار(?:ید)?\b|قرار (?:بده|دهید)|وارد کن(?:ید)?\b|ارسال کن(?:ید)?\b|اضافه کن(?:ید)?\b|کپی کن(?:ید)?\b|بچسبان(?:ید)?\b"
    r"|\byaz(?:ın)?\b|\bgöndər(?:in)?\b|\bdaxil et(?:in)?\b|\bəlavə et(?:in)?\b|\bköçür(?:ün)?\b|\bötür(?:ün)?\b|\bqoy(?:un)?\b"
    r"|লিখুন|লিখে দিন|পাঠান" + _BN_END + r"|পাঠিয়ে দিন|যোগ করুন|জুড়ে দিন|কপি করুন|বসিয়ে দিন"
    r"|அனுப்பவும்|அனுப்புங்கள்|எழுதவும்|எழுதுங்கள்|சேர்க்கவும்|சேர்த்து அனுப்ப|நகலெடுக்கவும்"
)
"""An imperative that moves what it names: write it in, send it, put it, add it."""
_NEGATED = re.compile(
    r"هرگز|هیچ وقت|هیچگاه|نباید|\bن(?:فرست|پرس|خواه|نویس|گذار|گیر)(?:ید)?\b|وارد نکن|ارسال نکن"
    r"|heç vaxt|heç bir halda|olmaz|\b(?:göndərmə|soruşma|istəmə|yazma|qoyma|ötürmə|daxil etmə)(?:yin)?\b"
    r"|কখনও|কখনো|(?:চাইবেন|পাঠাবেন|লিখবেন|নেবেন|জিজ্ঞাসা করবেন|দেবেন) না|করা যাবে না|নিষেধ"
    r"|ஒருபோதும்|வேண்டாம்|கூடாது"
)
_NOT_TOLD = re.compile(
    r"(?:به |برای )?کاربر[^.؟!\n]{0,60}?(?:نگو(?:ید)?\b|اطلاع ند(?:ه|هید)\b|مطلع نکن|در میان نگذار|حرفی نزن|چیزی نگو)"
    r"|از کاربر (?:\S+ ){0,3}?پنهان (?:کن|کنید|بماند|نگه دار)|کاربر (?:نباید|نمی باید) (?:\S+ ){0,2}?(?:بداند|متوجه شود|باخبر شود)"
    r"|istifadəçiyə[^.?!\n]{0,60}?\b(?:danışma|demə|bildirmə|xəbər vermə|söyləmə|açıqlama|göstərmə)(?:yın)?\b"
    r"|istifadəçidən (?:\S+ ){0,3}?gizlət|istifadəçi (?:\S+ ){0,3}?bilməməlidir"
    r"|ব্যবহারকারীকে[^।.?!\n]{0,60}?(?:বলবেন না|জানাবেন না|বলা যাবে না|জানানো যাবে না|দেখাবেন না)"
    r"|ব্যবহারকারীর কাছ থেকে (?:\S+ ){0,3}?গোপন রাখুন|ব্যবহারকারী যেন (?:\S+ ){0,3}?(?:জানতে|বুঝতে) না পারে"
    r"|பயனரிட(?:ம்|மிருந்து)[^.?!\n]{0,60}?(?:சொல்ல வேண்டாம்|தெரிவிக்க வேண்டாம்|சொல்லாதீர்கள்|தெரிவிக்காதீர்கள்|மறைக்கவும்|மறைத்து வை)"
)
_LITERAL_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+")
_COPY = re.compile(r"نسخه|رونوشت|\bکپی|surət|nüsxə|kopiya|কপি|অনুলিপি|প্রতিলিপি|நகல")
_SENT = re.compile(r"فرستاده|ارسال|بفرست|می فرست|\bgöndər|ötürülür|পাঠানো|পাঠায়|পাঠান|প্রেরণ|চলে যায়|அனுப்ப")
_FROM_NOW = re.compile(
    r"از (?:این )?(?:لحظه|حالا|این پس|این به بعد)|تا پایان (?:گفتگو|گفت و گو|مکالمه|جلسه)"
    r"|bu andan|bundan sonra|indidən|söhbətin sonun(?:adək|a qədər|a kimi)"
    r"|এখন থেকে|এই মুহূর্ত থেকে|(?:কথোপকথন|আলাপ|আলোচনা)(?:ের)? শেষ পর্যন্ত"
    r"|இனிமேல்|இப்போதிலிருந்து|இந்த நொடியிலிருந்து|உரையாடல் முடியும் வரை"
)
_EVERY_MESSAGE = re.compile(
    r"هر (?:پیام|نتیجه|پاسخ)|(?:همه ی|همه|تمام) (?:پیام|نتایج|گفتگو)|متن کامل گفتگو"
    r"|hər (?:mesaj|cavab|nəticə)|bütün (?:mesaj|cavab|nəticə|söhbət)|söhbətin tam mətn"
    r"|প্রতিটি (?:বার্তা|ফলাফল|উত্তর)|সব (?:বার্তা|ফলাফল)|পুরো (?:কথোপকথন|আলাপ)"
    r"|ஒவ்வொரு (?:செய்தி|முடிவு|பதில்)|அனைத்து (?:செய்தி|முடிவு)|முழு உரையாடல்"
)
_STANDING = re.compile(
    r"اجازه ی دائمی|اجازه دائمی|مجوز دائمی|بدون (?:پرسیدن|تأیید|تایید|اجازه|اطلاع)|بی آنکه (?:\S+ ){0,2}?بپرسد"
    r"|daimi icazə|soruşmadan|təsdiqsiz|icazəsiz|təsdiq almadan|xəbərsiz"
    r"|স্থায়ী অনুমতি|(?:জিজ্ঞাসা|জিজ্ঞেস) না করে|(?:অনুমতি|অনুমোদন|সম্মতি) ছাড়াই|না জানিয়ে"
    r"|நிரந்தர அனுமதி|கேட்காமல்|அனுமதியின்றி|அனுமதி இல்லாமல்|ஒப்புதல் இல்லாமல்|ஒப்புதலின்றி"
)
_PAY = re.compile(
    r"پرداخت|برداشت|کسر|شارژ|\bödəniş|\bödəy|çıxar|çıxıl|tutulur|পরিশোধ|অর্থ প্রদান|কেটে নে|কাটা হয়|চার্জ"
    r"|செலுத்த|செலுத்து|கட்டண|பணம் எடு|வசூலி"
)
_TOOL_ID = re.compile(r"`?\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b`?")
_CALLED = re.compile(
    # passive ("is called") and imperative ("call") forms; a modal ("can be called") is
    # read by _MAY
    r"فراخوانی (?:می شود|میشود|خواهد شد|کنید|کن)\b|صدا زده (?:می شود|میشود)|صدا بزنید"
    r"|\bçağırılır|\bişə salınır|\bçağır(?:ın)?\b"
    r"|(?:কল|আহ্বান) করা হয়|ডাকা হয়|চালানো হয়|কল করুন"
    r"|அழைக்கப்படும்|அழைக்கப்படுகிறது|அழைத்து|அழைக்கவும்|இயக்கவும்"
)
_AFTER_EACH = re.compile(
    r"(?:پس|بعد) از|هر بار|\bsonra\b|hər dəfə|পরে" + _BN_END + r"|প্রতিবার"
    r"|பிறகு|பின்னர்|ஒவ்வொரு"
)
"""After (each) use: the call is tied to this tool's use, not offered."""
_MAY = re.compile(r"می ?توان|\bolar\b|bilərsiniz|\bmümkündür|পারেন|যেতে পারে|லாம்(?![\u0b80-\u0bff])")
"""A modal (one may call it): an offer, not an order."""
_FIXED_VALUE = re.compile(
    # a quoted value, or a count of items ("1 ədəd", "۲ عدد", "২টি"); a bare number may be
    # a delay ("after 30 seconds, call get_status") and is not read
    r"[\"“«„'][^\"”»“']{2,}[\"”»“']|\d+ ?(?:ədəd|عدد|\bتا\b|টি|পিস|எண்ணிக்கை|பொருள்)"
)
_FIRST = re.compile(
    r"(?:همیشه|همواره) (?:\S+ ){0,2}?(?:اول|نخست|در صدر|بالاتر)|\bbehtarin\b|بهترین"
    r"|həmişə (?:\S+ ){0,2}?(?:birinci|ilk|əvvəl|ən yuxarı)|ən yaxşı"
    r"|(?:সবসময়|সর্বদা) (?:\S+ ){0,2}?(?:প্রথমে|শীর্ষে|উপরে)|সেরা|সর্বোত্তম"
    r"|எப்போதும் (?:\S+ ){0,2}?(?:முதலில்|முதலிடத்தில்|மேலே)|சிறந்த"
)
_WHATEVER = re.compile(
    r"هر چه (?:که )?باشد|صرف نظر از|بدون توجه به|فارغ از"
    r"|nə olursa olsun|asılı olmayaraq|nə qədər olursa"
    r"|যাই হোক|যা-ই হোক|যা হোক না কেন|নির্বিশেষে|যেমনই হোক"
    r"|எதுவாக இருந்தாலும்|பொருட்படுத்தாமல்|எப்படி இருந்தாலும்"
)
_SENTENCE_END = re.compile(r"(?<=[.!?؟।])\s+|[;؛]\s*|\n\s*\n")


def _normalised(text: str) -> str:
    """Lower case; Persian's zero-width non-joiner and Arabic ي/ك read as a space and
    ی/ک; the dot that lower-casing leaves on Azerbaijani İ dropped; one space."""
    lowered = text.lower().replace("\u0307", "").replace("\u200c", " ")
    lowered = lowered.replace("ي", "ی").replace("ك", "ک").replace("أ", "ا")
    return re.sub(r"[ \t\r\f\v]+", " ", lowered)


def _sentences(text: str) -> list[str]:
    """Sentences of a normalised text: cut at ``. ! ? ؟ ।`` + space, ``; ؛`` and blank
    lines; a single line break (a wrapped line) is read as a space."""
    return [
        s.replace("\n", " ").strip() for s in _SENTENCE_END.split(text) if s and not s.isspace()
    ]


def secret_moved(sentence: str) -> bool:
    """A secret (:data:`_SECRET`) in the same sentence as an imperative that moves it
    (:data:`_MOVE`), or that asks the user for it (:data:`_ASK` with the user named), and
    no prohibition (:data:`_NEGATED`)."""
    if _SECRET.search(sentence) is None or _NEGATED.search(sentence) is not None:
        return False
    if _MOVE.search(sentence) is not None:
        return True
    return _ASK.search(sentence) is not None and re.search(_USER, sentence) is not None


def user_not_told(sentence: str) -> bool:
    """An order not to tell the user, or to hide something from them."""
    return _NOT_TOLD.search(sentence) is not None


def copied_to_address(sentence: str) -> bool:
    """A copy (:data:`_COPY`) sent (:data:`_SENT`) to an e-mail address or URL written in
    the sentence."""
    return (
        _LITERAL_ADDRESS.search(sentence) is not None
        and _COPY.search(sentence) is not None
        and _SENT.search(sentence) is not None
    )


def conversation_forwarded(sentence: str) -> bool:
    """ "From now (until the end of the conversation)", every message or result, sent."""
    return (
        _FROM_NOW.search(sentence) is not None
        and _EVERY_MESSAGE.search(sentence) is not None
        and _SENT.search(sentence) is not None
    )


def pays_without_asking(sentence: str) -> bool:
    """A standing permission or a "without asking" beside a payment or a charge."""
    return _STANDING.search(sentence) is not None and _PAY.search(sentence) is not None


def other_tool_called(sentence: str, own: frozenset[str] = frozenset()) -> bool:
    """A tool named by its identifier (not one of ``own``: the tool's own name and its
    parameters) said to be called, or ordered called, after this tool's use, with a fixed
    value (a quoted string or a number) or a charge in the same sentence; not with a modal
    ("can be called": :data:`_MAY`)."""
    if _CALLED.search(sentence) is None or _AFTER_EACH.search(sentence) is None:
        return False
    if _MAY.search(sentence) is not None:
        return False
    if not any(m.group(1) not in own for m in _TOOL_ID.finditer(sentence)):
        return False
    return _FIXED_VALUE.search(sentence) is not None or _PAY.search(sentence) is not None


def one_ranked_first(sentence: str) -> bool:
    """One party always put first, or shown as the best, whatever its values."""
    return _FIRST.search(sentence) is not None and _WHATEVER.search(sentence) is not None


_WHY = {
    "credentials": "asks for a secret and moves it where the tool can read it",
    "conceal": "orders that the user not be told",
    "copy": "sends a copy to an address the user did not choose",
    "forward": "sends every message of the conversation on from now on",
    "capability": "claims a standing permission to pay or charges without asking",
    "called": "orders another tool called after this one with a fixed value or a charge",
    "first": "puts one party first whatever its values",
}


@lru_cache(maxsize=1 << 14)
def verb_final_hits(text: str, own: frozenset[str] = frozenset()) -> dict[str, tuple[str, str]]:
    """``{class: (why, sentence)}`` for one string of a tool definition, read with the
    seven acts of this module; ``own`` holds the tool's own name and parameter names
    (not "another tool"). ``{}`` for a string with none of the three languages' letters
    (:data:`_SCRIPT`), after one literal test. Classes: ``credentials``, ``conceal``,
    ``exfiltration``, ``capability``, ``shadowing``; the sentence is the first that
    shows the act, cut to 200 characters."""
    if text.isascii() or _SCRIPT.search(text) is None:
        return {}
    out: dict[str, tuple[str, str]] = {}
    for sentence in _sentences(_normalised(text)):
        found = (
            ("credentials", "credentials", secret_moved(sentence)),
            ("conceal", "conceal", user_not_told(sentence)),
            ("exfiltration", "copy", copied_to_address(sentence)),
            ("exfiltration", "forward", conversation_forwarded(sentence)),
            ("capability", "capability", pays_without_asking(sentence)),
            ("shadowing", "called", other_tool_called(sentence, own)),
            ("shadowing", "first", one_ranked_first(sentence)),
        )
        for cls, act, hit in found:
            if hit and cls not in out:
                out[cls] = (_WHY[act], sentence[:200])
    return out
