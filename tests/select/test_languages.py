"""Language-aware lexical analysis (tooldeck.select.languages): stemmer and function words by
script and, for Latin script, by the text's language.

The decks are small real-language tool sets written for these tests (descriptions as a
localised server would write them); each request uses a form of a description's word that
differs from it (a plural, a case ending, an article, a verb form), and until session 24
BM25 read such words whole, so the expected tool scored 0 (or below a tool that shared
only a function word). Expected terms are derived by hand from the Snowball rules and the
function-word lists named in the module docstring.
"""

from __future__ import annotations

import pytest
import Stemmer  # type: ignore[import-not-found,unused-ignore]

from tooldeck.select import make_retriever
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.languages import LanguageAnalyzer, guess_latin_language
from tooldeck.select.tokenize import stemmed_tokenizer, tokenize
from tooldeck.tool import Deck, Tool

SCHEMA = {"type": "object", "properties": {}}


def _deck(pairs: list[tuple[str, str]]) -> Deck:
    return Deck([Tool(name, description, SCHEMA) for name, description in pairs])


RUSSIAN = _deck(
    [
        ("convert_currency", "Переводит сумму из одной валюты в другую по текущему курсу."),
        ("send_email", "Отправляет электронное письмо указанному получателю."),
        ("list_files", "Показывает список файлов в указанной папке."),
        ("get_weather", "Возвращает прогноз погоды для города на несколько дней."),
        ("create_invoice", "Создаёт счёт на оплату для клиента."),
    ]
)
GERMAN = _deck(
    [
        ("get_weather", "Liefert das aktuelle Wetter und die Vorhersage für eine Stadt."),
        ("add_event", "Legt einen neuen Termin im Kalender an."),
        ("search_files", "Sucht Dateien in einem Ordner anhand ihres Namens."),
        ("create_invoice", "Erstellt eine Rechnung für einen Kunden mit den gebuchten Leistungen."),
        ("send_email", "Sendet eine E-Mail an einen Empfänger."),
    ]
)
ARABIC = _deck(
    [
        ("get_weather", "يعرض حالة الطقس الحالية في المدينة المحددة."),
        ("search_files", "يبحث عن الملفات في المجلد حسب الاسم."),
        ("send_message", "يرسل رسالة نصية إلى رقم الهاتف."),
        ("create_invoice", "ينشئ فاتورة جديدة للعميل."),
    ]
)
SPANISH = _deck(
    [
        ("get_weather", "Devuelve el pronóstico del tiempo para una ciudad."),
        ("create_invoice", "Crea una factura para un cliente con los servicios prestados."),
        ("search_files", "Busca archivos en una carpeta por su nombre."),
        ("send_email", "Envía un correo electrónico a un destinatario."),
        ("book_meeting", "Reserva una reunión en el calendario."),
    ]
)

CASES = [
    # (deck, request, expected first tool, what BM25 missed before)
    (RUSSIAN, "Какая погода в Казани?", "get_weather"),  # погода / погоды; "в" everywhere
    (RUSSIAN, "найди файл с отчётом", "list_files"),  # файл / файлов
    (RUSSIAN, "нужны счета клиентам", "create_invoice"),  # счета / счёт, клиентам / клиента
    (GERMAN, "Such mir die Datei mit dem Bericht", "search_files"),  # Datei / Dateien
    (GERMAN, "Ich brauche die Rechnungen vom März", "create_invoice"),  # Rechnungen / Rechnung
    (ARABIC, "أين الملف", "search_files"),  # الملف / الملفات
    (ARABIC, "أصدر الفاتورة", "create_invoice"),  # الفاتورة / فاتورة
    (ARABIC, "اتصل بالهاتف", "send_message"),  # بالهاتف / الهاتف
    (SPANISH, "reservar reuniones con el equipo", "book_meeting"),  # reservar / Reserva
    (SPANISH, "dame los pronósticos de Sevilla", "get_weather"),  # pronósticos / pronóstico
]


@pytest.mark.parametrize(("deck", "request_text", "expected"), CASES)
def test_a_request_inflected_otherwise_finds_its_tool(
    deck: Deck, request_text: str, expected: str
) -> None:
    retriever = make_retriever("bm25")
    retriever.index(deck)
    (best, score), (_, second) = retriever.search(request_text, 2)
    # before: the expected tool scored 0 or below a tool sharing only "в", "die", "a", "el"
    assert best.name == expected
    assert score > second


def test_latin_language_guess() -> None:
    assert guess_latin_language("Liefert das aktuelle Wetter für eine Stadt") == "german"
    assert guess_latin_language("Crea una factura para un cliente con los servicios") == "spanish"
    assert guess_latin_language("Get the weather for a city") == "english"
    assert guess_latin_language("Wetter Berlin") is None  # no function word
    # "un" twice: French as much as Spanish, no evidence
    assert guess_latin_language("Envía un correo electrónico a un destinatario.") is None
    # English with words that are function words elsewhere: "in" is English too, "dir"
    # (German) and "il" (Italian) alone are one word each, "com" in addresses is no word
    assert guess_latin_language("list file in desktop using dir Desktop") == "english"
    assert guess_latin_language("Find Theater events happening in Chicago, IL sometime?") == (
        "english"
    )
    assert guess_latin_language("see example.com and test.com") == "english"
    # one-letter words and identifiers are left out: no language from "vi", "I", "V"
    assert guess_latin_language("chordProgression(progression=['I', 'V', 'vi', 'IV'])") is None
    # Latin words inside Chinese text: "ci" alone (Italian) is no evidence
    assert guess_latin_language("不确定 group/api 的 CI 里有没有跑单元测试 .gitlab-ci.yml") is None


ENGLISH_TEXTS = [
    "Search issues and pull requests across all repositories",
    "list file in desktop using dir Desktop",
    "Find Theater events happening in Chicago, IL sometime?",
    "music.theory.chordProgression(progression=['I', 'V', 'vi', 'IV'])",
    "Send the report to la Tour and de Vries, then die quietly at example.com",
    "get_user_by_id returns the café's menus",
    "把 read_file 打包发我 li.lei@example.com",
]


@pytest.mark.parametrize("text", ENGLISH_TEXTS)
def test_english_text_gives_the_terms_it_gave_before(text: str) -> None:
    # the rule before the language analyser: the English Snowball stemmer on ASCII terms,
    # every other term unchanged, nothing dropped
    english = Stemmer.Stemmer("english")
    before = [english.stemWord(t) if t.isascii() else t for t in tokenize(text)]
    assert stemmed_tokenizer()(text) == before


def test_scripts_get_their_own_stemmer_and_function_words() -> None:
    analyzer = LanguageAnalyzer()
    # Cyrillic: Russian stemmer, "в" and "для" dropped
    assert analyzer("прогноз погоды для города в Казани") == ["прогноз", "погод", "город", "казан"]
    # Greek: the Greek stemmer (καιρός, καιρό → καιρ)
    assert analyzer("καιρός") == analyzer("καιρό") == ["καιρ"]
    # German by the text's function words: "für", "eine" dropped, Rechnungen → rechnung
    assert analyzer("Erstellt eine Rechnungen für Kunden") == ["erstellt", "rechnung", "kund"]
    # English keeps its function words, as the shipped method always did
    assert analyzer("the weather for a city") == ["the", "weather", "for", "a", "citi"]
    # Hebrew has no stemmer here: words stay whole
    assert analyzer("מזג האוויר") == ["מזג", "האוויר"]


def test_a_request_without_evidence_is_read_in_the_decks_language() -> None:
    retriever = BM25Retriever(tokenizer=stemmed_tokenizer())
    retriever.index(GERMAN)
    assert retriever.language == "german"
    # no German function word in the request: read as the deck is (German stems), not
    # English ("rechnungen" would stay whole and miss "rechnung")
    assert retriever.query_terms("Rechnungen Kunden") == ["rechnung", "kund"]
    (best, _), (_, second) = retriever.search("Rechnungen Kunden", 2)
    assert best.name == "create_invoice" and second == 0
    english = BM25Retriever(tokenizer=stemmed_tokenizer())
    english.index(_deck([("get_weather", "Get the weather for a city.")]))
    assert english.language == "english"


def test_kana_and_thai_runs_are_bigrams() -> None:
    # before: "ファイルを" and "のファイルを" were two whole terms, sharing nothing
    assert tokenize("ファイルを読む") == ["ファ", "ァイ", "イル", "ルを", "を読", "読む"]
    assert tokenize("サーバー") == ["サー", "ーバ", "バー"]  # ー is kana's long-vowel mark
    # Thai: bigrams of grapheme clusters (a tone mark stays on its consonant)
    assert tokenize("ไฟล์ใน") == ["ไฟ", "ฟล์", "ล์ใ", "ใน"]
    deck = _deck(
        [
            ("get_weather", "指定した都市の天気予報を取得します。"),
            ("search_files", "フォルダ内のファイルを名前で検索します。"),
            ("find_file_th", "ค้นหาไฟล์ในโฟลเดอร์ตามชื่อ"),
            ("send_message_th", "ส่งข้อความไปยังหมายเลขโทรศัพท์"),
        ]
    )
    retriever = make_retriever("bm25")
    retriever.index(deck)
    assert retriever.search("レポートのファイルを探して", 1)[0][0].name == "search_files"
    assert retriever.search("ช่วยหาไฟล์รายงานให้หน่อย", 1)[0][0].name == "find_file_th"


def test_a_function_word_of_the_requests_language_is_not_an_acronym() -> None:
    from tooldeck.select.acronyms import DeckAcronyms

    tools = [
        Tool("start_export", "Start a data export of the project.", SCHEMA),
        Tool("cancel_export", "Cancel a running data export.", SCHEMA),
        Tool("get_export", "Download the result of a data export.", SCHEMA),
        Tool("list_files", "List files in a folder.", SCHEMA),
    ]
    acronyms = DeckAcronyms.from_deck(tools)
    assert acronyms.phrases["de"] == "data export"  # three tools say it
    # before: the French "de" read as the deck's acronym, "data export" written after it
    assert acronyms.expand("liste de fichiers du projet") == "liste de fichiers du projet"
    # an English request keeps the rule: "DE" in capitals is the acronym
    assert acronyms.expand("cancel the DE job") == "cancel the DE data export job"


TRAVEL = _deck(
    [
        ("search_flights", "Search flights between two cities on a date."),
        ("search_hotels", "Search hotels in a city for given dates."),
        ("get_weather", "Get the weather forecast for a location."),
        ("lookup_constants", "Look up physical constants and equations by name."),
    ]
)


@pytest.mark.parametrize(
    ("request_", "tool"),
    [
        ("hotels near Las Vegas and Los Angeles", "search_hotels"),  # read as Spanish
        ("flights Las Vegas Los Angeles", "search_flights"),  # read as Spanish
        ("search Van der Waals equations", "lookup_constants"),  # read as Dutch
    ],
)
def test_an_english_request_misread_by_its_place_names_keeps_the_decks_terms(
    request_: str, tool: str
) -> None:
    """Session 24's breaker: "Las"/"Los" and "Van der" made these English requests read as
    Spanish or Dutch, so they were stemmed only so ("vegas" → "veg", "equations" →
    "equation" against the deck's "equat"), and the right tool scored 0 or dropped out of
    the top 2. The request is read in the deck's language too now."""
    assert guess_latin_language(request_) in ("spanish", "dutch")
    retriever = BM25Retriever(tokenizer=stemmed_tokenizer())
    retriever.index(TRAVEL)
    terms = retriever.query_terms(request_)
    english = Stemmer.Stemmer("english").stemWord
    assert all(english(w.lower()) in terms for w in request_.split())  # every word, as English
    ranked = [t.name for t, _ in retriever.search(request_, k=2)]
    assert tool in ranked, ranked
    assert dict(retriever.search(request_, k=4))[TRAVEL[tool]] > 0
