"""Values shared by the cost and tokenizer tests (importable: ``pythonpath = ["tests"]``).

* :func:`seed_file_read` — a ``file_read`` tool with a Chinese description, the worked
  example of the ``estimate`` tokenizer;
* :func:`rust_tokenizer` — the Rust ``bpe-openai`` tokenizer, an implementation of the
  OpenAI vocabularies independent of tiktoken.
"""

from __future__ import annotations

import warnings
from typing import Any

from tooldeck.tool import Tool


def rust_tokenizer(name: str) -> Any:
    """The Rust ``bpe-openai`` tokenizer (an implementation independent of tiktoken).

    Importing ``bpe_openai`` triggers a DeprecationWarning inside that package (it uses
    ``importlib.resources.open_binary``); it is silenced here, where it happens.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        from bpe_openai import _bindings

    return _bindings.tokenizer_for_encoding(name)


def seed_file_read() -> Tool:
    """The worked example's file_read tool (317 characters in OpenAI's format, 116 tokens)."""
    return Tool(
        name="file_read",
        description="读取一个文本文件的内容,可按行号范围截取。当用户说看看这个文件写了什么、"
        "打开某个配置、读一下某份文本时调用。",
        input_schema={
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "start_line": {"type": "integer"},
                "end_line": {"type": "integer"},
            },
            "required": ["path", "start_line"],
            "additionalProperties": False,
        },
    )
