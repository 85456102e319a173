"""The official `openai` client against `lily serve`: python3 tests/openai_client.py BASE_URL."""

import sys

import openai

client = openai.OpenAI(base_url=sys.argv[1] + "/v1", api_key="sekret", max_retries=0)

models = client.models.list()
assert models.data[0].id == "lily-builtin", models

args = dict(
    model="lily-builtin",
    messages=[{"role": "user", "content": "Hello"}],
    max_tokens=16,
    temperature=0,
    seed=1,
    extra_body={"chat_template_kwargs": {"enable_thinking": False}},
)
r = client.chat.completions.create(**args)
text = r.choices[0].message.content
assert r.choices[0].finish_reason in ("stop", "length"), r
assert r.usage.total_tokens == r.usage.prompt_tokens + r.usage.completion_tokens, r.usage

parts, usage = [], None
for chunk in client.chat.completions.create(
    stream=True, stream_options={"include_usage": True}, **args
):
    if chunk.usage is not None:
        usage = chunk.usage
    for c in chunk.choices:
        parts.append(c.delta.content or "")
assert "".join(parts) == text, (parts, text)
assert usage is not None and usage.completion_tokens == r.usage.completion_tokens, usage

try:
    client.chat.completions.create(n=2, **args)
    raise AssertionError("n=2 was accepted")
except openai.BadRequestError as e:
    assert e.status_code == 400
    assert e.body["param"] == "n", e.body

r = client.chat.completions.create(logprobs=True, top_logprobs=2, **args)
entries = r.choices[0].logprobs.content
assert entries and all(len(e.top_logprobs) == 2 and e.logprob <= 0 for e in entries), entries

# Tools and a tool round trip are accepted; the answer parses into the client's types.
tools = [{
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
    },
}]
history = [
    {"role": "user", "content": "Weather in Paris?"},
    {"role": "assistant", "content": None, "tool_calls": [{
        "id": "call_1", "type": "function",
        "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
    }]},
    {"role": "tool", "tool_call_id": "call_1", "content": "sunny"},
]
r = client.chat.completions.create(
    model="lily-builtin", messages=history, tools=tools, tool_choice="auto", max_tokens=8,
    temperature=0,
)
assert r.choices[0].finish_reason in ("stop", "length", "tool_calls"), r
for chunk in client.chat.completions.create(
    model="lily-builtin", messages=history, tools=tools, max_tokens=8, stream=True,
):
    for c in chunk.choices:
        assert c.delta.content is None or "<tool_call>" not in c.delta.content

print("openai client ok", openai.__version__)
