"""Tool-choice evaluation: does a model pick the right tool for a request?

Model backends (:mod:`.backends`: OpenAI, Anthropic, local Hugging Face, an offline
router), the response cache, the agent loop, metrics, A/B comparison of two decks and the
BFCL checker. Entry points: :func:`tooldeck.eval.runner.run_eval` and the ``tooldeck eval``
command.
"""
