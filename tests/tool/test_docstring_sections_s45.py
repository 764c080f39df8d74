"""Chinese docstring section headers, and a parameter list left in an unrecognised block
said so (trial45 #8: ``参数:`` was sent to the model as description text)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tooldeck import tool
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.tool.declare import unread_parameter_block

runner = CliRunner()


def test_chinese_sections_are_read_like_their_english_counterparts() -> None:
    @tool(destructive=True)
    def create_refund(order_id: str, amount: int, reason: str = "") -> dict[str, str]:
        """为订单发起退款申请，金额单位为分。

        参数：
            order_id：订单号
            amount (int): 退款金额（分）
            reason: 退款原因

        返回:
            退款单号。

        异常:
            ValueError: 金额超过订单金额

        注意:
            每笔订单最多退款三次。
        """
        return {}

    declared = create_refund.tool
    props = declared.input_schema["properties"]
    assert props["order_id"]["description"] == "订单号"
    assert props["amount"]["description"] == "退款金额（分）"
    assert props["reason"]["description"] == "退款原因"
    assert declared.description == (
        # the docstring's own headers are kept (session 46, trial45b L3: they were written
        # as the English Returns:/Raises:/Note: inside the Chinese description)
        "为订单发起退款申请，金额单位为分。\n\n返回: 退款单号。\n\n"
        "异常:\n- ValueError: 金额超过订单金额\n\n注意: 每笔订单最多退款三次。"
    )
    assert "参数" not in declared.description
    assert unread_parameter_block(declared) is None


def test_full_width_colon_outside_a_section_is_left_as_written() -> None:
    @tool
    def lookup(sku: str) -> str:
        """查询库存。

            格式：仓库：数量
        Args:
            sku: 商品SKU
        """
        return ""

    assert "格式：仓库：数量" in lookup.tool.description
    assert lookup.tool.input_schema["properties"]["sku"]["description"] == "商品SKU"


def test_an_unrecognised_parameter_block_is_found() -> None:
    @tool
    def resize(width: int, height: int) -> str:
        """Resize the canvas.

        Inputs:
            width (int): new width in pixels
            height - new height in pixels
        """
        return ""

    assert unread_parameter_block(resize.tool) == ("Inputs", ("width", "height"))


def test_honest_twins_stay_quiet() -> None:
    """A header followed by lines that name no parameter, or parameters that already have a
    description, is not a missed parameter section."""

    @tool
    def plan(route: str) -> str:
        """Plan a trip.

        Modes:
            car: the fastest road
            train: the cheapest

        Args:
            route: the route id
        """
        return ""

    @tool
    def convert(width: int) -> str:
        """Convert a size.

        Example:
            width: 3 gives 3 pixels
        """
        return ""

    assert unread_parameter_block(plan.tool) is None
    assert unread_parameter_block(convert.tool) is None


def test_the_py_source_prints_the_note(tmp_path: Path) -> None:
    module = tmp_path / "zh_app.py"
    module.write_text(
        "from tooldeck import tool\n\n"
        "@tool\n"
        "def freeze(account_id: str, reason: str) -> str:\n"
        '    """冻结账户。\n\n'
        "    输入参数:\n"
        "        account_id: 账户ID\n"
        "        reason: 原因\n"
        '    """\n'
        "    return ''\n",
        encoding="utf-8",
    )
    result = load(f"py:{module}")
    notes = [str(w) for w in result.warnings]
    assert len(notes) == 1 and "'输入参数:' is not a section tooldeck reads" in notes[0]
    assert "account_id, reason" in notes[0]
    shown = runner.invoke(app, ["show", f"py:{module}"])
    assert shown.exit_code == 0, shown.output
    assert "'输入参数:' is not a section" in shown.stderr
