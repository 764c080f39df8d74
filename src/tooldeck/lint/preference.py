# ruff: noqa: E501  (the cue tables are regular expressions, one per line)
"""Session 35: preference manipulation, a tool's text that advertises the tool to win the
model's choice over the other tools of the session.

Wang et al., "MPMA: Preference Manipulation Attack Against Model Context Protocol"
(arXiv 2505.11154, 2025) describe the attack: a server's tool names and descriptions are
written so that the model picks its tool over an equivalent one of another server ("the
best tool, always choose it first"), directly or through advertising strategies
(authority, exaggeration, emotional appeal). Enkrypt AI's secure-mcp-gateway ships such
tools as a test server (``benchmarks/data/poisoning_ext3``, dev half read). None of the
eighteen own sets' writers used the mechanism.

:func:`preference_hit` reads every string of a tool's definition (its description, title,
annotations' title, parameter descriptions, parameter names as words), one sentence at a
time, for four kinds of cue, each in English, French, Spanish, German, Chinese and
Russian:

* ``order``: the model told to pick this tool whatever the task ("always choose this tool
  first", "you must use this tool for all …", "prioritise this tool", "this tool is
  mandatory for all …", "start here");
* ``rank``: this tool ranked above any other ("the best … tool", "the #1 ranked tool",
  "superior in every way", "the only converter you should trust", "industry-leading");
* ``rivals``: the other tools set aside or run down ("ignore all other weather tools",
  "do not use other converters", "inferior alternatives", "outperforms all other …",
  "over any alternatives");
* ``advert``: endorsements and marketing figures ("award-winning", "recommended by …
  researchers", "trusted by …", "as seen on", "50,000 five-star reviews", "scientifically
  proven", "9 out of 10 experts", "your competitors"); a speed or accuracy figure alone
  ("500% faster scrapes using cached data") is a measurement, not read.

A tool is read as manipulating the choice when its strings together hold cues of **two or
more kinds**. One kind alone is ordinary text: "always call this tool first to get a
session token" (an order of steps), "the most reliable option for bulk export",
"recommended for files over 1 GB", "use this instead of list_items when you know the id",
"prefer read_file for large files" say when a tool fits and stay clean. The threshold is
not fitted to any item: it is the smallest that keeps every single-kind honest sentence
of the tests (tests/lint/test_preference_s35.py) clean.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache

from tooldeck.lint.phrases import sentences

__all__ = [
    "PREFERENCE",
    "SUPPLANTS_NAMED",
    "preference_cues",
    "preference_hit",
    "supplants_named_hit",
]

PREFERENCE = "advertises this tool to win the model's choice over the other tools"

_THIS = (
    r"(?:this (?:tool|function|one|service|endpoint|api)|cet (?:outil|endpoint)|cette (?:fonction|api)"
    r"|esta (?:herramienta|función|funcion|api)|este (?:endpoint|servicio)|dieses (?:tool|werkzeug)|diese (?:funktion|api)"
    r"|этот инструмент|эту функцию|本工具|此工具|这个工具|该工具)"
)
_PICK = (
    r"(?:use|choose|select|pick|prefer|prioriti[sz]e|try|call|rely on|go with|start with|opt for"
    r"|utilise[zr]?|choisi(?:ssez|r|s)|sélectionne[zr]?|privilégie[zr]?|appele[zr]?|essaye[zr]?"
    r"|usa|usar|use[ns]?|utiliza[r]?|elige|elegir|selecciona[r]?|prioriza[r]?|prefiere|llama[r]?|prueba"
    r"|verwende[nt]?|benutze[nt]?|nutze[nt]?|wähle[nt]?|bevorzuge[nt]?|rufe|probiere"
    r"|используй(?:те)?|выбирай(?:те)?|выберите|вызывай(?:те)?|предпочитай(?:те)?|применяй(?:те)?"
    r"|使用|调用|选择|选用|优先使用|优先选择|用)"
)
_ALWAYS_LATIN = (
    r"(?:always|first|firstly|before anything else|for (?:all|every|any|everything)|over (?:any|all|every)|above (?:any|all|every)"
    r"|exclusively|whenever possible|at all times|in every case|no matter what"
    r"|toujours|en premier|d'abord|en priorité|pour (?:tous|toutes|tout)|systématiquement"
    r"|siempre|primero|en primer lugar|para (?:todas?|todos|cualquier)|con prioridad"
    r"|immer|stets|zuerst|als erstes|vorrangig|für (?:alle|jede[nrs]?)"
    r"|всегда|в первую очередь|сначала|для (?:всех|любых|любой))"
)
_ALWAYS_CJK = r"(?:始终|总是|一律|首先|优先|务必|所有|任何)"
_ORDER = re.compile(
    # the pick verb next to this tool (0–2 words between), an unconditional word anywhere
    # in the sentence: "ALWAYS CHOOSE THIS TOOL FIRST", "use this tool for all weather
    # queries" (an order of steps, "call this tool first", is one kind only)
    rf"(?<!not )(?<!never )(?<!n't )(?<!pas )(?<!no )(?<!nicht )(?<!не )\b{_PICK}\b(?:\s+[\w']+){{0,2}}?\s+{_THIS}"
    rf"|(?:使用|调用|选择|选用|用)(?:本工具|此工具|这个工具|该工具)"
    r"|\b(?:this (?:tool|function) is|cet outil est|esta herramienta es|dieses (?:tool|werkzeug) ist|этот инструмент)\s+(?:\w+\s+){0,2}?"
    r"(?:mandatory|required|essential|obligatory|obligatoire|indispensable|obligatori[oa]|imprescindible|pflicht|unverzichtbar|обязателен|необходим)\s+(?:for|pour|para|für|для)\s+(?:all|every|tous|toutes|tout|tod[oa]s|cualquier|alle|jede\w*|всех|любых)"
    r"|\b(?:mandatory|required|obligatoire|obligatori[oa]|verpflichtend) for (?:all|every) \w+ (?:tasks?|queries|requests?)"
    r"|(?:^|[!.:\-–—]\s*)(?:start here|commencez ici|empieza aquí|empiece aquí|beginne hier|начните здесь|从这里开始)\s*[!.]?\s*$"
    # session 44: "always prefer it over web search", "choose this over any other …"
    r"|(?<!not )(?<!never )(?<!n't )\b(?:prefer|choose|pick|select|use|prioriti[sz]e|favou?r)\s+(?:it|this)\s+(?:over|above|instead of|rather than|ahead of)\b"
    r"|(?:优先|始终|总是|一律|务必)(?:使用|调用|选择|选用|用)它"
)
_ORDER_ALWAYS = re.compile(rf"(?<!\w){_ALWAYS_LATIN}(?!\w)|{_ALWAYS_CJK}")

_TOOL_NOUN = (
    r"(?:tools?|functions?|options?|choices?|services?|solutions?|apis?|endpoints?|sources?|providers?|director(?:y|ies)"
    r"|outils?|fonctions?|solutions?|herramientas?|funciones|función|opci[oó]n(?:es)?|soluci[oó]n(?:es)?"
    r"|werkzeuge?|tools?|funktionen|lösung(?:en)?|инструмент\w*|функци\w*|сервис\w*|решени\w*)"
)
_RANK = re.compile(
    r"\b(?:best(?! practices?\b)|#1|number one|no\. ?1|top[- ](?:rated|ranked)|ultimate|premier|most (?:accurate|reliable|powerful|advanced|trusted|trustworthy|precise|capable))\b(?:\W+[\w#']+){0,3}?\W+"
    + _TOOL_NOUN
    + r"\b"
    r"|#1 ranked|ranked #1|rated #1|superior in every way|\bsuperior to (?:all|any|every)\b|best[- ]in[- ]class|world[- ]class|industry[- ]leading|market[- ]leading|market leader|\bunrivall?ed\b|\bunparalleled\b|\bunequall?ed\b|second to none"
    r"|\bthe only (?:\w+ ){0,2}?(?:you|one you) (?:should|can|need to|must|will ever) (?:trust|use|need)\b"
    # session 44: "the only trusted source", "the only weather tool that gives correct data"
    r"|\bthe only (?:trusted|trustworthy|reliable|accurate|correct|official|verified|safe|authoritative|legitimate|up-to-date|valid) (?:[\w-]+ ){0,2}?(?:source|tool|provider|directory|option|service|api|one|choice)s?\b"
    r"|\bthe only (?:[\w-]+ ){0,2}?(?:tool|source|service|provider|api) (?:that|which) (?:gives|returns|has|provides|delivers|offers|knows) (?:the )?(?:correct|accurate|reliable|up-to-date|real|valid|trustworthy|right)\b"
    # session 46: an exclusive licence or certification claimed ("the only Stern-certified
    # parts tool", "the only PGA-verified ones"), a rating ("#1 rated")
    r"|\bthe only (?:[\w-]+[- ])?(?:certified|licen[cs]ed|accredited|authori[sz]ed|endorsed|verified|sanctioned)(?: [\w-]+){0,2}? (?:tools?|sources?|services?|providers?|apis?|ones?|options?|servers?|suppliers?|vendors?|operators?|results|listings)\b"
    r"|#1[- ]rated"
    r"|\b(?:the )?(?:most accurate|most reliable|best) (?:answers|results|data)\b[^.;]{0,30}?\b(?:by|when|if) (?:using|selecting|choosing|calling|picking) this (?:tool|function|one)\b"
    r"|\beinzig(?:e|en|er|es)? (?:verlässlich|zuverlässig|korrekt|vertrauenswürdig|offiziell|genau)\w*"
    r"|\bla (?:seule|única) (?:source|fuente) (?:fiable|de confiance|confiable|fiable)"
    r"|最(?:值得信赖|可信|权威|靠谱)的[^。；！，\n]{0,6}(?:工具|来源|数据源|服务)|唯一(?:值得信赖|可信|可靠|准确|正确)的"
    r"|\ble meilleur (?:\w+ )?(?:outil|service)|\bl'outil le plus (?:fiable|précis|puissant)|\bnuméro 1\b|\ble seul outil (?:fiable|à utiliser|dont vous avez besoin)|supérieur en tout"
    r"|\bla mejor herramienta|\bla herramienta más (?:precisa|fiable|potente)|\bel mejor (?:servicio|conversor|traductor)|\bnúmero 1\b|\bla única herramienta (?:fiable|que necesitas|en la que (?:puedes )?confiar)"
    r"|\bdas beste (?:tool|werkzeug)|\bdas (?:zuverlässigste|genaueste|präziseste) (?:tool|werkzeug)|\bnummer 1\b|\bdas einzige (?:tool|werkzeug),? (?:dem|das) (?:sie|du)"
    r"|лучший инструмент|\bсамый (?:точный|надёжный|надежный|мощный) инструмент|\bномер 1\b|единственный инструмент, (?:которому|который)"
    r"|最好的工具|最佳工具|最(?:准确|可靠|强大|精确)的工具|排名第一|第一名的工具|唯一(?:值得信赖|可信)的工具"
)
_OTHER_THING = r"(?:tools?|functions?|options?|alternatives?|apis?|services?|solutions?|servers?|plugins?|endpoints?|competitors?|\w+(?:ers|ors))"
_RIVALS = re.compile(
    # the other tools set aside ("ignore all other weather tools", "do not use other
    # converters"), run down ("inferior alternatives", "why use inferior tools") or outranked
    # ("outperforms all other calculators", "over any alternatives"); "before any other
    # tool" orders steps and is not read
    r"\b(?:ignore|skip|avoid|disregard|forget(?: about)?|do not use|don't use|never use|stop using|no need for)\s+(?:all |any |the |every )?(?:of )?(?:the )?other\s+(?:[\w-]+\s+){0,2}?"
    + _OTHER_THING
    + r"\b"
    r"|\b(?:inferior|outdated|obsolete|unreliable|inaccurate|second-rate|lesser|worse)\s+(?:\w+\s+)?(?:tools?|alternatives?|options?|competitors?|solutions?|products?)\b"
    r"|\bother (?:\w+ ){0,2}?"
    + _OTHER_THING
    + r"\W+(?:they )?(?:are|is) (?:\w+ )?(?:outdated|obsolete|inaccurate|inferior|unreliable|broken)"
    r"|\b(?:outperforms?|beats?|surpass(?:es)?|outclass(?:es)?|better than|more \w+ than|faster than)\s+(?:all|any|every)\s+(?:the\s+)?(?:other\b|alternatives?|competitors?)"
    r"|\b(?:over|above|ahead of|in preference to)\s+(?:any|all|every)\s+(?:other\s+)?(?:alternatives?|options?|competitors?|other\s+tools?)\b"
    r"|\bignore[zr]? (?:tous )?les autres (?:\w+ )?outils|\bn'utilise[zr]? (?:pas|jamais) (?:d'|les )autres (?:\w+ )?outils|\boutils (?:inférieurs|obsolètes|dépassés)|\bsurpasse (?:tous )?les autres|\bmeilleur que (?:tous )?les autres"
    r"|\bignora (?:todas )?las (?:demás|otras) herramientas|\bno uses? (?:las )?otras herramientas|\bherramientas (?:inferiores|obsoletas|anticuadas)|\bsupera a (?:todas )?las (?:demás|otras)|\bmejor que cualquier otra"
    r"|\bignoriere (?:alle )?anderen (?:\w+ )?(?:tools|werkzeuge)|\b(?:verwende|benutze|nutze) keine anderen (?:\w+ )?(?:tools|werkzeuge)|\b(?:veraltete|minderwertige|ungenaue) (?:tools|werkzeuge|alternativen)|\bübertrifft alle anderen|\bbesser als alle anderen"
    r"|игнорируй(?:те)? (?:все )?други\w* инструмент|не используй(?:те)? други\w* инструмент|устаревш\w* (?:и \w+ )?(?:инструмент|альтернатив)|превосходит все други|лучше (?:всех|любых) други"
    r"|忽略(?:所有)?其他[^。；！\n]{0,6}工具|不要使用其他[^。；！\n]{0,6}工具|其他工具[^。；！\n]{0,4}(?:过时|不准确|劣质)|优于所有其他|比(?:任何|所有)其他"
    # session 44: the others said to give bad results, or set aside ("other search tools
    # return stale results", "over web search or other directories", "this tool, not the others")
    r"|\bother (?:[\w-]+ ){0,2}?(?:tools?|sources?|directories|providers?|services?|apis?|servers?|options?) (?:often |usually |all |only |still )?(?:return|give|produce|serve|deliver|provide|show|have|contain|are|is|use)\w* (?:\w+ ){0,2}?(?:stale|outdated|wrong|incorrect|inaccurate|unreliable|fake|old|bad|broken|obsolete|misleading|unverified)\b"
    r"|\bover\b[^.;]{0,40}?\bor other (?:[\w-]+ )?(?:tools?|sources?|directories|providers?|services?|options?|apis?|servers?|sites?)\b"
    r"|\b(?:this (?:tool|one)|it),? (?:and )?not (?:any of )?(?:the )?others?\b"
    r"|\bandere \w*(?:dienste|tools|werkzeuge|quellen|anbieter) (?:liefern|geben|haben|sind|zeigen|nutzen)\w* (?:\w+ )?(?:veraltete|falsche|ungenaue|unzuverlässige)"
    r"|\bles autres (?:\w+ )?(?:outils|sources|services)(?: \w+)? (?:donnent|renvoient|fournissent|sont)\w* (?:des )?(?:\w+ )?(?:obsolètes|erronée?s|fausses|faux|périmée?s)"
    r"|\b(?:las )?otras (?:\w+ )?(?:herramientas|fuentes)(?: \w+)? (?:dan|devuelven|ofrecen|son)\w* (?:\w+ )?(?:obsolet[oa]s|erróne[oa]s|incorrect[oa]s|desactualizad[oa]s)"
    r"|其他[^。；！\n]{0,6}(?:工具|来源|服务)[^。；！\n]{0,10}(?:出错|错误|过时|不准确|不可靠|有误)"
)
_ADVERT = re.compile(
    r"\baward[- ]winning\b|\b(?:recommended|endorsed|trusted|used|approved|certified) by (?:\d[\d,.]*\+? |millions|thousands|leading|top )?(?:\w+ ){0,3}?(?:researchers|experts|engineers|scientists|professionals|universities|labs?|companies|enterprises|developers)\b"
    r"|\btrusted by (?:the )?[A-Z]?\w+(?: \w+)?(?:, | and )\w+"
    r"|\bas seen (?:on|in)\b|\bfeatured (?:in|on) \w+|\b\d[\d,.]*\+? (?:five|5)[- ]star (?:reviews|ratings)\b|\b(?:scientifically|clinically|independently) proven\b"
    # session 46: rated or endorsed by every authority of a trade ("#1 rated by every marine
    # authority", "approved by all national regulators")
    r"|\b(?:rated|ranked|recommended|endorsed|approved|certified|trusted)(?: #1| first| highest| top)? by (?:every|all|each) (?:[\w-]+ ){0,2}?(?:authorit(?:y|ies)|regulators?|agenc(?:y|ies)|associations?|inspectorates?|ministr(?:y|ies))\b"
    r"|\b\d+ out of \d+ (?:\w+ )?(?:experts|users|developers|engineers|researchers)\b|\byour competitors\b|\bdon'?t fall behind\b"
    r"|\bprimé\b|\brecommandé par (?:des |les )?(?:\w+ )?(?:experts|chercheurs)|\bscientifiquement prouvé|\bprouvé scientifiquement|\bvu (?:à|sur) (?:la )?\w+|avis (?:cinq|5) étoiles|\bvos concurrents\b"
    r"|\bgalardonad[oa]\b|\brecomendad[oa] por (?:\w+ )?(?:expertos|investigadores)|\bcientíficamente probad[oa]|reseñas de (?:cinco|5) estrellas|\btus competidores\b|\bsus competidores\b"
    r"|\bpreisgekrönt\w*|\bempfohlen von (?:\w+ )?(?:experten|forschern)|\bwissenschaftlich (?:bewiesen|belegt|erwiesen)|(?:fünf|5)[- ]sterne[- ]bewertungen|\b(?:ihre|deine) konkurrenz\b"
    r"|отмечен\w* наград|удостоен\w* наград|рекомендован\w* (?:\w+ )?(?:экспертами|исследователями|учёными|учеными)|научно доказан|пятизв[её]здочн|ваши конкуренты"
    r"|获奖|屡获殊荣|(?:专家|研究人员|科学家)(?:一致)?推荐|科学证明|五星好评|你的竞争对手"
)

_KINDS = (("order", _ORDER), ("rank", _RANK), ("rivals", _RIVALS), ("advert", _ADVERT))

_GATES = {
    # a literal every match of the kind holds: the sentence patterns run only on a text
    # that has one (speed: most strings of a deck hold none)
    "order": re.compile(
        r"this |cet |cette |esta |este |dieses |diese |этот|эту|工具|here|ici|aquí|hier|здесь|这里| it over| it above| it instead| it rather| it ahead|它"
        r"|mandatory|required|essential|obligat|verpflichtend|pflicht|unverzichtbar|indispensable|imprescindible|обязател|необходим"
    ),
    "rank": re.compile(
        r"best|#1|number one|no\. ?1|top|ultimate|premier|most |superior|class|leading|leader|unrival|unparallel|unequal|second to none|the only|einzig|seule|única"
        r"|meilleur|plus |numéro|seul|supérieur|mejor|más |número|única|beste|zuverlässigste|genaueste|präziseste|nummer|einzige"
        r"|лучш|самый|номер|единствен|最|排名第一|第一名|唯一"
    ),
    "rivals": re.compile(
        r"other|inferior|outdated|obsolete|unreliable|inaccurate|second-rate|lesser|worse|outperform|beat|surpass|outclass|than|andere|autres"
        r"|alternative|option|competitor|autres|inférieur|obsolètes|dépassés|surpasse|demás|otras|inferiores|obsoletas|anticuadas|supera|otra"
        r"|anderen|veraltete|minderwertige|ungenaue|übertrifft|друг|устаревш|превосходит|其他|优于"
    ),
    "advert": re.compile(
        r"award|recommended by|endorsed by|trusted by|used by|approved by|certified by|by every|by all|by each|as seen|featured|star|proven|out of|competitor|fall behind"
        r"|prim|recommandé|prouvé|vu |étoiles|concurrents|galardon|recomendad|probad|estrellas|competidores|preisgekr|empfohlen|wissenschaftlich|sterne|konkurrenz"
        r"|наград|рекомендован|доказан|звёздочн|звездочн|конкурент|获奖|殊荣|推荐|科学证明|五星|竞争对手"
    ),
}


@lru_cache(maxsize=1 << 16)
def preference_cues(text: str) -> tuple[tuple[str, str], ...]:
    """``((kind, sentence), …)``: the first sentence of a normalised ``text`` (lower case,
    one space, :func:`tooldeck.lint.poison.normalise`) holding each kind of cue, in the
    order ``order``, ``rank``, ``rivals``, ``advert``; an ``order`` needs an unconditional
    word ("always", "first", "for all" …) in the same sentence. ``()`` when none."""
    out: list[tuple[str, str]] = []
    kinds = [(kind, pattern) for kind, pattern in _KINDS if _GATES[kind].search(text)]
    cut = sentences(text) if kinds else []
    for kind, pattern in kinds:
        for sentence in cut:
            match = pattern.search(sentence)
            if match is None:
                continue
            if kind == "order" and not _ORDER_ALWAYS.search(sentence):
                continue
            out.append((kind, sentence[:200]))
            break
    return tuple(out)


def preference_hit(texts: Iterable[tuple[str, str]]) -> tuple[str, str, str] | None:
    """``(pointer, why, words)`` for a tool whose strings (``(pointer, normalised text)``
    pairs, its own name already read as "this tool") hold preference cues of two or more
    kinds (:func:`preference_cues`); ``pointer`` and ``words`` are those of the first
    ``order`` or ``rivals`` cue (what acts on the choice), else of the first cue. None
    when fewer than two kinds are found."""
    kinds: dict[str, tuple[str, str]] = {}
    for pointer, text in texts:
        for kind, sentence in preference_cues(text):
            kinds.setdefault(kind, (pointer, sentence))
    if len(kinds) < 2:
        return None
    for kind in ("order", "rivals", "rank", "advert"):
        if kind in kinds:
            pointer, words = kinds[kind]
            return pointer, PREFERENCE, words
    return None  # pragma: no cover - two kinds found means one of the four


SUPPLANTS_NAMED = "runs down another server's tool and puts this one in its place"

_NAMED_TOOL = re.compile(r"`?\b([a-z][a-z0-9]*(?:[_-][a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)\b`?")
"""An identifier as tools are named (``create_issue``, ``send-mail``, ``createIssue``)."""
_NOT_A_TOOL_AFTER = re.compile(
    r"\W{0,2}(?:parameter|field|argument|option|flag|setting|property|key|variable|column|header)s?\b"
)
"""A named parameter or setting, not a tool ("the api_key parameter is deprecated")."""
_OTHER_SERVER = re.compile(
    r"\b(?:other|another|third[- ]party|external|community|unofficial) (?:mcp )?servers?'?s?\b"
    r"|\b(?:autres?|d'autres) serveurs?\b|\b(?:otros?|otro) servidor(?:es)?\b|\b(?:anderen?|fremden?) servern?\b"
    r"|其他服务器|别的服务器|第三方服务器"
)
"""Tools said to be another server's ("the create_issue tool of other servers")."""
_DISPARAGED = re.compile(
    r"\b(?:deprecated|obsolete|outdated|unsafe|insecure|leaks?|leaking|broken|malicious|compromised"
    r"|vulnerable|unofficial|fake|buggy|dangerous|untrusted|unmaintained|abandoned|harmful|spoofed"
    r"|no longer (?:supported|maintained|safe|works?|secure))\b"
    r"|\b(?:obsolet[oa]s?|insegur[oa]s?|peligros[oa]s?|obsolètes?|dangereu(?:x|se)|non sécurisée?|dépréciée?"
    r"|veraltet\w*|unsicher\w*|gefährlich\w*|устарев\w*|небезопас\w*)\b"
    r"|已弃用|已废弃|不安全|过时|泄露|有漏洞"
    # session 44 (trial43b NEW-1, imp44's probes): a defect or a fake claimed of it
    r"|\b(?:unverified|counterfeit|impost[eo]r|knock-?off|copycat|clone|legacy shim)\b"
    r"|\b(?:logs?|exposes?|leaks?|stores?|prints?|sends?|uploads?) (?:all |your |the |its |every )?(?:[\w-]+ )?"
    r"(?:tokens?|credentials?|passwords?|secrets?|api keys?)\b"
    r"|\bno longer (?:receives?|gets?) (?:any )?(?:security )?(?:fixes|updates|patches)\b"
    r"|\bknown (?:[\w-]+ )?(?:vulnerabilit(?:y|ies)|security (?:holes?|flaws?|issues))\b"
    r"|\bn'est plus (?:maintenue?|sécurisée?|sûre?|supportée?)|\bnon vérifiée?\b|\bcontrefa\w+"
    r"|\bya no (?:se mantiene|es segur[oa]|recibe (?:parches|actualizaciones))|\bno verificad[oa]\b"
    r"|\bnicht mehr (?:gewartet|sicher|gepflegt)|\bunverifiziert\w*"
    r"|\bбольше не (?:поддерживается|обновляется)|\bнепровер\w+"
    r"|停止维护|不再维护|不再安全|山寨|仿冒|假冒|未经验证|安全ではありません|非公式"
)
"""The other tool run down: deprecated, unsafe, leaking, broken, unofficial, a clone,
logging tokens …"""
_RETIRED = re.compile(
    r"\b(?:retired|sunset(?:ted)?|end[- ]of[- ]life|eol|discontinued|decommissioned|superseded|phased out|shut down|withdrawn"
    r"|replaced by|legacy)\b"
    r"|\b(?:retirée?|abandonnée?|remplacée? par|retirad[oa]|descontinuad[oa]|reemplazad[oa] por|eingestellt|abgekündigt|abgeschaltet"
    r"|выведен\w* из эксплуатации|снят\w* с поддержки|заменён\w*)\b"
    r"|已下线|已停用|已被取代|已退役|已淘汰|廃止|非推奨|メンテナンスされていません"
    # a fault of what it does ("silently drops labels", "loses attachments", "has known bugs")
    r"|\bsilently (?:drops?|loses?|corrupts?|discards?|fails?|breaks?|truncates?)\b"
    r"|\b(?:drops?|loses?|corrupts?|discards?|strips?|truncates?) (?:all |your |the |its |every )?(?:[\w-]+ )?"
    r"(?:labels|attachments|fields|messages|data|files|records|rows|issues)\b"
    r"|\bknown (?:[\w-]+ )?bugs\b|会丢失|丢失"
)
"""The other tool said to be retired, sunset, superseded, legacy, or to lose data (session
44): words a server also writes of its own predecessor or sibling ("upload_v2 was sunset",
"get_messages drops deleted messages"), so they count, like a prohibition, only for a tool
the deck lists under another server."""
_AVOID = re.compile(
    r"\b(?:do not|don't|never|no longer) (?:use|call|invoke|trust)\b|\b(?:avoid|stop using|stop calling)\b"
    r"|\bn'utilise[zr]? (?:pas|jamais|plus)\b|\bno (?:uses?|llames?|utilices?)\b|\b(?:verwende|benutze|nutze|rufe) (?:nie|nicht|niemals|kein)"
    r"|不要(?:使用|调用)|别(?:用|调用)|禁止(?:使用|调用)"
)
"""The model told off another tool ("do not use create_issue")."""
_THIS_PREFERRED = re.compile(
    rf"(?<!not )(?<!never )(?<!n't )\b{_PICK}\b(?:\s+[\w']+){{0,2}}?\s+(?:{_THIS}|this (?:version|server|implementation|variant)\b)"
    rf"|(?:使用|调用|选择|选用|用)(?:本工具|此工具|这个工具|该工具)"
    r"|\b(?:version|replacement|implementation|edition|release|successor|substitute) (?:of|for|to) (?:the )?"
    r"(?:`?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+|other\b|that\b|it\b)"
    r"|\b(?:route|send|direct|redirect|pass)\w* (?:[\w-]+ ){0,3}?(?:through|to|via) this (?:tool|function|one)\b"
    r"|\b(?:replaces|supersedes|takes over from)\b(?! this (?:tool|one|function|version))|\bin (?:its|their) place\b|\binstead of (?:it|them|that one)\b"
    r"|\b(?:version|remplacement|reemplazo|sustituto|ersatz) (?:officiel(?:le)?|oficial|offizielle[rn]?)\b|\boffizielle[rn]? (?:version|ersatz)\b"
    r"|官方(?:版本|替代|实现)|取代|替代"
)
"""This tool put in the other's place: an order to pick it ("prefer this one", "use this
tool instead"), or a claim to be the other's version, replacement or successor."""
_THIS_PREFERRED_MORE = re.compile(
    # session 44: "prefer this over …", "file issues here", "goes through this endpoint",
    # "this is the supported path", "superseded by this one", "the verified build of …"
    rf"(?<!not )(?<!never )(?<!n't )\b{_PICK}\b\s+(?:this|it)\s+(?:over|instead|rather than|in place of|ahead of)\b"
    r"|\b(?:file|send|route|submit|post|direct|redirect|pass|open|raise|log|make|create|go|come|bring)\w*\b[^.;:!?]{0,40}?\b(?:here|through here|via here)\b"
    r"|\b(?:through|with|via|from) (?:this|the present) (?:tool|function|endpoint|server|api|service|connector)\b"
    r"|\b(?:this|it) is (?:now )?the (?:only )?(?:supported|official|recommended|maintained|current|new|correct|right|sanctioned|approved) (?:\w+ )?(?:path|way|route|tool|endpoint|version|replacement|option|channel)\b"
    r"|\brecommends? (?:using )?this (?:tool|endpoint|one|function|server)\b"
    r"|\b(?:superseded|replaced|succeeded|taken over) by this(?: tool| one| function| endpoint| version| server)?\b"
    r"|\b(?:build|fork|port|rewrite|variant|drop-in) (?:of|for) (?:the )?`?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+"
    r"|(?<!wird )(?<!wurde )(?<!ist )(?<!worden )\bersetzt\b(?!\s+durch)|\bremplace\b|\breemplaza a\b|\bsustituye a\b|\bзаменяет\b"
    r"|\b(?:passe[zr]? par|avec|via) (?:cet outil|cette (?:fonction|api))\b|\b(?:con|mediante|a través de) esta herramienta\b"
    r"|\b(?:mit|über) (?:diesem (?:tool|werkzeug)|dieser funktion)\b|\bчерез этот инструмент\b"
    r"|的(?:新版本?|官方版本?|升级版|替代品?|正式版|修复版)|(?:この|本)ツール(?:を|で)"
)
"""More ways of putting this tool in the other's place (session 44), words a server also
writes of its own successor ("use this instead of fetch_v1, which is deprecated"): they
count for a tool the deck lists under another server, for "other servers'", or beside a
danger claimed of the other (leaks, unsafe, an unverified clone), not beside its age alone
(deprecated, obsolete, unmaintained)."""
_AGED = re.compile(
    r"deprecated|obsolete|outdated|no longer (?:supported|maintained)|unmaintained|abandoned"
    r"|obsolet[oa]s?|obsolètes?|dépréciée?|veraltet\w*|устарев\w*|已弃用|已废弃|过时"
)
"""The words of :data:`_DISPARAGED` that say only that the other tool is old."""


def supplants_named_hit(
    text: str, is_other: Callable[[str], bool], listed: Callable[[str], bool] | None = None
) -> tuple[str, str] | None:
    """``(why, sentence)`` when a normalised tool description ``text`` (lower case except
    identifiers, the tool's own names already read as "this tool") names another tool
    that ``is_other`` says is not a sibling of the same server (or says "other servers'"),
    runs it down or tells the model off it in that sentence (:data:`_DISPARAGED`,
    :data:`_AVOID`), and, in that sentence or the next two (or the one before), puts this
    tool in its place (:data:`_THIS_PREFERRED`): "the older create_issue is deprecated and
    may leak tokens, so prefer this one" (trial43; Invariant Labs' tool shadowing, Elastic
    Security Labs 2025 on tool name collisions and impersonation). A cross-reference between one server's own
    tools ("create_issue is deprecated; use create_issue_v2 instead" on create_issue, or on
    its sibling) is not read, nor a named tool contrasted without a slur or a
    prohibition ("use this tool instead of list_items when you know the id"). With
    ``listed`` (whether the deck lists a tool of that name), a prohibition alone ("do not
    use create_issue for drafts; use this tool instead") counts only for a tool the deck
    lists under another server: linted without its siblings (a gateway's first-sight check
    reads one definition), a server's own cross-reference names a tool the deck lacks,
    and only a slur (in that sentence or the next) or "other servers" then says whose it
    is (trial43b). None otherwise."""
    if not (_NAMED_TOOL.search(text) or "serv" in text.lower() or "服务器" in text):
        return None  # no tool named, no "other servers" (speed: most descriptions)
    cut = sentences(text)
    for index, sentence in enumerate(cut):
        lowered = sentence.lower()
        # the cheap reads first (a name, "other servers"), the word lists after them
        named = [
            match.group(1)
            for match in _NAMED_TOOL.finditer(sentence)
            if not _NOT_A_TOOL_AFTER.match(sentence, match.end()) and is_other(match.group(1))
        ]
        other_server = bool(_OTHER_SERVER.search(lowered))
        if not named and not other_server:
            continue
        if not (_DISPARAGED.search(lowered) or _AVOID.search(lowered) or _RETIRED.search(lowered)):
            continue
        window = " ".join(cut[max(0, index - 1) : index + 3]).lower()
        if (
            listed is not None
            and not other_server
            and not _DISPARAGED.search(" ".join(cut[index : index + 2]).lower())
            and not any(listed(name) for name in named)
        ):
            continue  # a prohibition of a tool the deck does not list: whose is unknown
        if _THIS_PREFERRED.search(window):
            return SUPPLANTS_NAMED, sentence[:200]
        if _THIS_PREFERRED_MORE.search(window) and (
            listed is None
            or other_server
            or any(listed(name) for name in named)
            or any(
                not _AGED.fullmatch(m.group())
                for m in _DISPARAGED.finditer(" ".join(cut[index : index + 2]).lower())
            )
        ):
            return SUPPLANTS_NAMED, sentence[:200]
    return None
