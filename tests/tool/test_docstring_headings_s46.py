"""A ``@tool`` docstring's Chinese section headers stay as written in the description
(trial45b L3: ``返回：退款单号`` became ``Returns: 退款单号`` inside a Chinese description, a
conversion nobody asked for). English headers keep the English label."""

from __future__ import annotations

from tooldeck import tool


def test_a_full_width_chinese_heading_is_kept_with_its_colon() -> None:
    @tool(destructive=True)
    def create_refund(order_id: str, amount: int) -> dict[str, str]:
        """为订单发起退款申请。

        参数：
            order_id: 订单号
            amount: 退款金额（分）
        返回：
            退款单号
        """
        return {}

    declared = create_refund.tool
    assert declared.description == "为订单发起退款申请。\n\n返回：退款单号"
    assert "Returns" not in declared.description
    assert declared.input_schema["properties"]["amount"]["description"] == "退款金额（分）"


def test_each_section_keeps_its_own_heading_english_or_chinese() -> None:
    @tool
    def lookup(sku: str) -> int:
        """查询库存。

        Args:
            sku: 商品SKU
        Returns:
            库存数量
        抛出：
            KeyError: 没有这个SKU
        备注:
            每分钟更新一次。
        """
        return 0

    assert lookup.tool.description == (
        "查询库存。\n\nReturns: 库存数量\n\n抛出：\n- KeyError: 没有这个SKU\n\n"
        "备注: 每分钟更新一次。"
    )


def test_an_english_docstring_is_unchanged() -> None:
    @tool
    def stock(sku: str) -> int:
        """Look up the stock of one item.

        Args:
            sku: the item's SKU.
        Returns:
            The count on hand.
        Raises:
            KeyError: no such SKU.
        """
        return 0

    assert stock.tool.description == (
        "Look up the stock of one item.\n\nReturns: The count on hand.\n\n"
        "Raises:\n- KeyError: no such SKU."
    )
