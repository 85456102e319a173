#!/usr/bin/env python3
"""Render chat-template golden cases with transformers' apply_chat_template.

Lily's tests (tests/chat_template.rs) render the same cases and must match
these outputs byte for byte.  Each case either uses assets/chat_template.jinja
(template: null) or an inline template that probes one jinja2 / Python feature.

Usage:
    render_template_goldens.py [OUT]           write goldens (default:
                                               tests/data/chat_template/goldens.json)
    render_template_goldens.py --check FILE    re-render and compare with FILE

Needs only `transformers` and `jinja2` (no torch).
"""

import argparse
import json
import math
import random
import struct
import sys
from pathlib import Path

import jinja2
import transformers
from tokenizers import Tokenizer
from tokenizers.models import WordLevel
from transformers import PreTrainedTokenizerFast

REPO = Path(__file__).resolve().parent.parent
TEMPLATE_PATH = REPO / "assets" / "chat_template.jinja"
DEFAULT_OUT = REPO / "tests" / "data" / "chat_template" / "goldens.json"

# ---------------------------------------------------------------------------
# Shared inputs

WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Current weather for a city. 도시의 현재 날씨를 알려줍니다 ☀️",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name, e.g. \"Seoul\" or 'Zürich'"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "default": "celsius"},
                "days": {"type": "integer", "minimum": 1, "maximum": 14, "default": 1},
            },
            "required": ["city"],
        },
    },
}

SEARCH_TOOL = {
    "type": "function",
    "function": {
        "name": "search_flights",
        "description": "Search flights; returns at most `limit` offers.",
        "parameters": {
            "type": "object",
            "properties": {
                "route": {
                    "type": "object",
                    "description": "Where to fly.",
                    "properties": {
                        "from": {"type": "string", "pattern": "^[A-Z]{3}$"},
                        "to": {"type": "string", "pattern": "^[A-Z]{3}$"},
                        "stops": {
                            "type": "array",
                            "items": {"type": "object", "properties": {"code": {"type": "string"}, "hours": {"type": "number"}}},
                        },
                    },
                    "required": ["from", "to"],
                },
                "passengers": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "age": {"type": "integer"},
                            "name": {"type": "string", "description": "Name as on the passport — 여권 이름"},
                        },
                    },
                },
                "max_price": {"type": "number", "default": 1500.0, "exclusiveMinimum": 0},
                "flexible": {"type": "boolean", "default": False},
                "limit": {"type": ["integer", "null"], "default": None},
            },
            "required": ["route"],
        },
    },
}

ESCAPES_TOOL = {
    "type": "function",
    "function": {
        "name": "run_query",
        "description": "Runs SQL like: SELECT * FROM t WHERE a < 3 && b > 'x' -- \"quoted\" \\ back\\slash\n"
        "second line\ttab <b>&amp;</b> it's \u0001 ctrl \u007f del \u2028 sep",
        "parameters": {
            "type": "object",
            "properties": {
                "sql": {"type": "string", "description": "<script>alert('x & y')</script>"},
                "path": {"type": "string", "default": "C:\\Users\\me\\\"file\".txt"},
            },
            "required": ["sql"],
        },
    },
}

NUMBERS_TOOL = {
    "type": "function",
    "function": {
        "name": "tune",
        "description": "Numbers of every kind.",
        "parameters": {
            "type": "object",
            "properties": {
                "temperature": {"type": "number", "default": 0.7, "minimum": 0.0, "maximum": 2.0},
                "top_p": {"type": "number", "default": 1.0},
                "epsilon": {"type": "number", "default": 1e-07},
                "tiny": {"type": "number", "default": 2.5e-05},
                "huge": {"type": "number", "default": 1e16},
                "big": {"type": "number", "default": 2.5e10},
                "neg_zero": {"type": "number", "default": -0.0},
                "precise": {"type": "number", "default": 123456789.125},
                "third": {"type": "number", "default": 0.3333333333333333},
                "count": {"type": "integer", "default": 42, "maximum": 9007199254740993},
                "negative": {"type": "integer", "default": -17},
                "enabled": {"type": "boolean", "default": True},
                "disabled": {"type": "boolean", "default": False},
                "nothing": {"default": None},
                "mixed": {"type": "array", "default": [1, 2.0, "3", None, True, {"k": []}, {}]},
            },
        },
    },
}


def user(text):
    return {"role": "user", "content": text}


def assistant(text, **extra):
    return {"role": "assistant", "content": text, **extra}


def call(name, arguments, call_id=None):
    out = {"type": "function", "function": {"name": name, "arguments": arguments}}
    if call_id is not None:
        out["id"] = call_id
    return out


def tool(text, call_id=None):
    out = {"role": "tool", "content": text}
    if call_id is not None:
        out["tool_call_id"] = call_id
    return out


SYSTEM = {"role": "system", "content": "You are Lily, a helpful assistant."}


def lily_cases():
    """Cases rendered with assets/chat_template.jinja."""
    return [
        dict(name="plain_chat", messages=[user("Hello!")], add_generation_prompt=True),
        dict(
            name="plain_chat_no_generation_prompt",
            messages=[user("Hello!"), assistant("Hi! How can I help?")],
        ),
        dict(name="system_message", messages=[SYSTEM, user("What is 2+2?")], add_generation_prompt=True),
        dict(
            name="multi_turn",
            messages=[
                SYSTEM,
                user("Name a prime number."),
                assistant("7"),
                user("  Another one, please.  "),
                assistant("\n\n11\n"),
                user("Thanks!"),
            ],
            add_generation_prompt=True,
        ),
        dict(name="thinking_on", messages=[user("Think hard: 17*23?")], add_generation_prompt=True, enable_thinking=True),
        dict(name="thinking_off", messages=[user("Quick: 17*23?")], add_generation_prompt=True, enable_thinking=False),
        dict(
            name="thinking_off_no_generation_prompt",
            messages=[user("Quick: 17*23?"), assistant("391")],
            enable_thinking=False,
        ),
        dict(
            name="tools_with_system",
            messages=[SYSTEM, user("서울 날씨 어때? And find me flights ICN→NRT.")],
            tools=[WEATHER_TOOL, SEARCH_TOOL],
            add_generation_prompt=True,
        ),
        dict(
            name="tools_without_system",
            messages=[user("Weather in Zürich?")],
            tools=[WEATHER_TOOL],
            add_generation_prompt=True,
            enable_thinking=False,
        ),
        dict(name="tools_empty_list", messages=[user("Hi")], tools=[], add_generation_prompt=True),
        dict(
            name="tool_json_escapes",
            messages=[user("Run it.")],
            tools=[ESCAPES_TOOL],
            add_generation_prompt=True,
        ),
        dict(
            name="tool_schema_numbers",
            messages=[SYSTEM, user("Tune it.")],
            tools=[NUMBERS_TOOL],
            add_generation_prompt=True,
        ),
        dict(
            name="tool_call_object_arguments",
            messages=[
                user("Weather in Seoul for 3 days?"),
                assistant(
                    "Let me check the weather.",
                    tool_calls=[
                        call(
                            "get_weather",
                            {
                                "city": "Seoul (서울)",
                                "days": 3,
                                "unit": "celsius",
                                "ratio": 0.5,
                                "exact": 1.0,
                                "verbose": False,
                                "cursor": None,
                                "tags": ["a", "<b>", "it's"],
                                "options": {"lang": "ko", "nested": {"deep": [1, 2.5, {"x": None}]}},
                                "note": "line one\nline two \"quoted\" \\ done",
                            },
                            "call_1",
                        )
                    ],
                ),
                tool('{"temp_c": 21.5, "sky": "맑음"}', "call_1"),
            ],
            tools=[WEATHER_TOOL],
            add_generation_prompt=True,
        ),
        dict(
            name="tool_call_string_arguments",
            messages=[
                user("Weather in Paris and Rome?"),
                assistant(
                    None,
                    tool_calls=[
                        call("get_weather", '{"city": "Paris"}', "a"),
                        call("get_weather", '  {"city": "Rome", "days": 2}\n', "b"),
                        call("get_weather", "", "c"),
                    ],
                ),
                tool("Paris: 18°C", "a"),
                tool("Rome: 24°C", "b"),
            ],
            tools=[WEATHER_TOOL],
            add_generation_prompt=True,
            enable_thinking=True,
        ),
        dict(
            name="consecutive_tool_responses",
            messages=[
                SYSTEM,
                user("Compare three cities."),
                assistant(
                    "",
                    tool_calls=[
                        call("get_weather", {"city": "Oslo"}),
                        {"function": {"name": "get_weather", "arguments": {"city": "Lima"}}},
                        call("get_weather", {"city": "Cairo", "days": 1}),
                    ],
                ),
                tool("Oslo: -3°C"),
                tool("Lima: 19°C"),
                tool({"city": "Cairo", "temp_c": 31.0, "dry": True}),
                assistant("Cairo is warmest, Oslo coldest."),
                user("Which is in the southern hemisphere?"),
            ],
            tools=[WEATHER_TOOL],
            add_generation_prompt=True,
        ),
        dict(
            name="reasoning_before_and_after_last_query",
            messages=[
                user("What's 12*12?"),
                assistant("144", reasoning_content="12*12 = 144, easy."),
                user("And the weather in Seoul?"),
                assistant(
                    "I'll look it up.",
                    reasoning_content="\nNeed the weather tool.\n",
                    tool_calls=[call("get_weather", {"city": "Seoul"})],
                ),
                tool("Seoul: 25°C, humid"),
                assistant("It's 25°C and humid in Seoul.", reasoning_content="Tool says 25°C."),
            ],
            tools=[WEATHER_TOOL],
        ),
        dict(
            name="reasoning_in_final_turn_then_prompt",
            messages=[
                user("Hi"),
                assistant("Hello!", reasoning_content="Greet back."),
                user("Bye"),
                assistant("Goodbye!", reasoning_content=""),
            ],
            add_generation_prompt=True,
            enable_thinking=False,
        ),
        dict(
            name="inline_think_in_content",
            messages=[
                user("First?"),
                assistant("<think>\nold reasoning\n</think>\n\nFirst answer."),
                user("Second?"),
                assistant("<think>\nnew reasoning\n</think>\n\nSecond answer."),
            ],
        ),
        dict(
            name="tool_response_as_user_message",
            messages=[
                user("Look it up."),
                assistant("", reasoning_content="Call the tool.", tool_calls=[call("get_weather", {"city": "Lima"})]),
                user("<tool_response>\nLima: 19°C\n</tool_response>"),
                assistant("19°C in Lima.", reasoning_content="Read the response."),
            ],
            add_generation_prompt=True,
        ),
        dict(
            name="content_parts",
            messages=[
                {"role": "system", "content": [{"type": "text", "text": "Be brief. "}, {"type": "text", "text": "Be kind."}]},
                {"role": "user", "content": [{"type": "text", "text": "Part one, "}, {"type": "text", "text": "part two."}]},
                {"role": "assistant", "content": [{"type": "text", "text": "Both parts received."}]},
                {"role": "user", "content": []},
            ],
            add_generation_prompt=True,
        ),
        dict(
            name="korean_and_emoji",
            messages=[
                {"role": "system", "content": "당신은 친절한 도우미입니다. 🌸"},
                user("안녕하세요! 오늘 기분이 어때요? 😀👍🏽 👩‍👩‍👧 e\u0301 ﬁ"),
                assistant("좋아요! 🎉", reasoning_content="사용자에게 인사하기."),
                user("고마워요 🙏"),
            ],
            add_generation_prompt=True,
        ),
        dict(
            name="quotes_and_markup_in_messages",
            messages=[
                user("Print <b>bold</b> & 'single' \"double\" \\n backslash {{ not_a_tag }} {% raw %}"),
                assistant("Done: <i>&amp;</i>"),
            ],
            add_generation_prompt=True,
        ),
        dict(
            name="null_content_and_missing_fields",
            messages=[
                user("Call something."),
                {"role": "assistant", "tool_calls": [call("get_weather", {})]},
                tool(""),
            ],
            tools=[WEATHER_TOOL],
            add_generation_prompt=True,
            enable_thinking=False,
        ),
        dict(name="error_unknown_role", messages=[user("Hi"), {"role": "robot", "content": "beep"}]),
        dict(name="error_system_not_first", messages=[user("Hi"), {"role": "system", "content": "late"}]),
        dict(
            name="error_image_part",
            messages=[{"role": "user", "content": [{"type": "image", "url": "http://example.invalid/cat.png"}]}],
        ),
    ]


TOJSON_DATA = {
    "text": "<b>&'\"\\ 한국어 😀 \u0000\u001f\u007f\u2028",
    "n": 1.0,
    "ints": [0, -1, 9007199254740993],
    "floats": [0.1, 1e-07, 1e16, 1e15, -0.0, 123456789.125, 2.5e-05, 1.7976931348623157e308, 5e-324],
    "flags": [True, False, None],
    "empty": {"list": [], "dict": {}},
    "nested": {"z": 1, "a": [{"y": "x"}], "m": {}},
}


def stress_floats():
    """Seeded floats of every magnitude, plus exact ties between two shortest
    decimal spellings (Python rounds those half to even)."""
    rng = random.Random(20240607)
    vals = []
    while len(vals) < 120:
        f = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if math.isfinite(f):
            vals.append(f)
    vals += [rng.random() for _ in range(40)] + [rng.uniform(-1e6, 1e6) for _ in range(40)]
    vals += [-1113178120592002.25, -233891771783429.625, 0.5, 2.5, 1e22, 1e21, 9007199254740993.0, 5e-324]
    return vals


def snippet_cases():
    """Small templates that probe one jinja2/Python behaviour each."""
    msgs = [SYSTEM, user("hi"), assistant("yo"), user("bye")]
    return [
        dict(
            name="tojson_forms",
            template=(
                "{{ data | tojson }}\n"
                "{{ data | tojson(indent=2) }}\n"
                "{{ data | tojson(indent=0) }}\n"
                "{{ data.nested | tojson(indent='\\t') }}\n"
                "{{ data | tojson(separators=(',', ':')) }}\n"
                "{{ data.nested | tojson(indent=2, separators=(', ', ' = ')) }}\n"
                "{{ data.nested | tojson(sort_keys=true) }}\n"
                "{{ data.text | tojson(ensure_ascii=true) }}\n"
                "{{ data.text | tojson(true, 1) }}\n"
                "{{ [] | tojson(indent=2) }} {{ {} | tojson(indent=2) }} {{ 'x' | tojson }} {{ 3 | tojson }}\n"
                "{{ {'b': 1, 'a': [1, 2]} | tojson }}"
            ),
            messages=[user("x")],
            kwargs={"data": TOJSON_DATA},
        ),
        dict(
            name="python_value_printing",
            template=(
                "{{ true }} {{ false }} {{ none }} {{ 1.0 }} {{ 2.5 }} {{ 10 / 4 }} {{ 7 // 2 }} {{ 2 ** 10 }}\n"
                "{{ data.floats }}\n{{ data.flags }}\n{{ data.empty }}\n{{ data.nested }}\n"
                "{{ ['it\\'s', \"say \\\"hi\\\"\", 'both \\' \"', 'tab\\tnl\\n'] }}\n"
                "{{ 'x' ~ 1 ~ true ~ none }} {{ data.flags | string }} {{ 3 | string }}"
            ),
            messages=[user("x")],
            kwargs={"data": TOJSON_DATA},
        ),
        dict(
            name="whitespace_control",
            template=(
                "A\n"
                "{% if true %}\n"
                "  B\n"
                "    {% if true %}\n"
                "  C   {{ 'v' }}  \n"
                "    {% endif %}\n"
                "{% endif %}\n"
                "D {%+ if true %}E{% endif %}   \n"
                "  {#- comment -#}  \n"
                "F\n"
                "   {# plain comment #}\n"
                "G {{- ' H ' -}} I\n"
                "{% for m in messages %}\n"
                "  [{{ m.role }}]\n"
                "{% endfor %}\n"
                "{%- set x = 1 %}\n"
                "J {%- if x %} K {% endif -%} L\n"
                "end\n"
            ),
            messages=msgs,
        ),
        dict(
            name="string_methods",
            template=(
                "{% set s = '  a,b, c  ' %}"
                "[{{ s.strip() }}][{{ s.lstrip() }}][{{ s.rstrip() }}][{{ s.strip(' a') }}]\n"
                "{{ s.split(',') }} {{ s.split() }} {{ 'a-b-c'.split('-', 1) }}\n"
                "{{ s.startswith('  a') }} {{ s.endswith(('x', '  ')) }} {{ 'abc'.startswith('b') }}\n"
                "{{ s.replace('a', 'A') }} {{ 'Hello World'.upper() }} {{ 'Hello World'.lower() }} {{ 'hello world'.title() }}\n"
                "{{ 'banana'.find('n') }} {{ 'banana'.count('a') }} {{ 'xxhixx'.strip('x') }} {{ 'x\\n\\ny\\n'.rstrip('\\n') }}\n"
                "{{ '<think>r</think>c'.split('</think>')[0].split('<think>')[-1] }} {{ 'abc'[1:] }} {{ 'abc'[::-1] }}"
            ),
            messages=[user("x")],
        ),
        dict(
            name="loops_and_namespace",
            template=(
                "{% set ns = namespace(total=0, last='') %}"
                "{% for x in [1, 2, 3, 4, 5, 6] %}"
                "{% if x == 2 %}{% continue %}{% endif %}"
                "{% if x == 5 %}{% break %}{% endif %}"
                "{% set ns.total = ns.total + x %}"
                "{{ x }}:{{ loop.index }}/{{ loop.index0 }}/{{ loop.revindex }}/{{ loop.length }}"
                "{% if loop.first %}F{% endif %}{% if not loop.last %},{% endif %}"
                "{% endfor %} total={{ ns.total }}\n"
                "{% for m in messages %}"
                "{{ loop.previtem.role if loop.previtem is defined else '-' }}>{{ m.role }}>"
                "{{ loop.nextitem.role if loop.nextitem is defined else '-' }} "
                "{% endfor %}\n"
                "{% for m in messages[::-1] %}{{ m.role[0] }}{% endfor %} "
                "{% for m in messages[1:] %}{{ m.role[0] }}{% endfor %} "
                "{% for k, v in {'a': 1, 'b': 2} | items %}{{ k }}={{ v }};{% endfor %} "
                "{% for k, v in data.nested.items() %}{{ k }}{% endfor %}"
            ),
            messages=msgs,
            kwargs={"data": TOJSON_DATA},
        ),
        dict(
            name="tests_and_filters",
            template=(
                "{{ 'abc' is sequence }} {{ data.nested is sequence }} {{ [1] is sequence }} {{ 3 is sequence }}\n"
                "{{ 'abc' is iterable }} {{ data.nested is iterable }} {{ data.nested is mapping }} {{ 'a' is mapping }}\n"
                "{{ 1 is number }} {{ 1 is integer }} {{ 1.0 is float }} {{ 1.0 is integer }} {{ none is none }}\n"
                "{{ messages is defined }} {{ nope is defined }} {{ nope is undefined }} {{ 'a' is string }} {{ false is false }}\n"
                "{{ messages | map(attribute='role') | join(', ') }} | "
                "{{ messages | selectattr('role', 'equalto', 'user') | list | length }} | "
                "{{ (messages | last).content }} | {{ messages | length }} | {{ '한국어' | length }}\n"
                "{{ nope | default('dflt') }} {{ [3, 1, 2] | sort | list }} {{ [1, 2] | reverse | list }} "
                "{{ '  x  ' | trim }}|{{ 'Hello World' | lower | replace('world', 'there') }} {{ 'ab' | upper }} "
                "{{ 'x' in 'xyz' }} {{ 'role' in messages[0] }} {{ messages[0].get('nope', 'fallback') }}"
            ),
            messages=msgs,
            kwargs={"data": TOJSON_DATA},
        ),
        dict(
            name="python_compat_misc",
            template=(
                "{{ -7 // 2 }} {{ -7 % 3 }} {{ 4 / 2 }} {{ 2 ** 0.5 }} {{ 1 + 1.0 }} {{ 'ab' * 2 }}\n"
                "{{ messages[0] }}|{{ messages[-1].content }}|{{ messages | first }}|{{ 'abc' | last }}\n"
                "{% set block %}a {{ 1 }} b{% endset %}[{{ block }}] {{ range(3) | list }} {{ [1, 2, 3] | sum }} "
                "{{ [1, 1, 2] | unique | list }} {{ [1, 2] | join('-') }} {{ {1: 'a', 'k': none} }}\n"
                "{{ 'hELLO wORLD' | capitalize }} {{ '3.7' | float }} {{ 3.7 | int }} {{ '42' | int + 1 }} "
                "{{ 2.5 | round }} {{ 2.567 | round(2) }} {{ 1e16 }} {{ 1e-7 }} {{ [1e16] }}\n"
                "[{{ nope }}][{{ none | default('d') }}][{{ none | default('d', true) }}] {{ [] or 'e' }} {{ not [] }}\n"
                "{{ ' a  b\tc\n'.split() }} {{ 'a,,b'.split(',') }} {{ 'a b c'.split(' ', 1) }} "
                "[{{ '\x1cx\x1f'.strip() }}][{{ '\u3000x\u3000'.strip() }}][{{ '\x1cx' | trim }}][{{ 5 | trim }}]\n"
                "{{ messages | map(attribute='content') | map('upper') | list }} "
                "{{ messages | rejectattr('role', 'eq', 'user') | map(attribute='role') | list }} "
                "{{ '{} - {}'.format(1, 'a') }} {{ 'aaa'.replace('a', 'b', 2) }} {{ 'x.py'.endswith(('.py', '.rs')) }}\n"
                "{% for c in 'ab' %}{{ c }}-{% endfor %}{% for k in {'x': 1} %}{{ k }}{% endfor %} "
                "{% for x in [] %}{{ x }}{% else %}empty{% endfor %} {% filter upper %}abc{% endfilter %} "
                "[{{ 'abc'.nope }}] {{ messages[9] is defined }} {{ '<a>' | e }}"
            ),
            messages=msgs,
        ),
        dict(
            name="float_printing_stress",
            template="{% for v in vals %}{{ v | tojson }} {{ v }}\n{% endfor %}",
            messages=[user("x")],
            kwargs={"vals": stress_floats()},
        ),
        dict(
            name="newline_normalization",
            template="a\r\nb{% if true %}\r\nc{% endif %}\r\nd\re\r\n   {% if true %}\r\n  f\r\n{% endif %}\r\n",
            messages=[user("x")],
        ),
        dict(
            name="macros_and_scoping",
            template=(
                "{%- macro wrap(text, tag='p', close=true) -%}"
                "<{{ tag }}>{{ text }}{% if close %}</{{ tag }}>{% endif %}"
                "{%- endmacro -%}"
                "{{ wrap('a') }} {{ wrap('b', 'q') }} {{ wrap('c', close=false) }} {{ wrap('d') | length }}\n"
                "{%- set outer = 'o' %}\n"
                "{% if true %}{% set outer = 'changed-in-if' %}{% endif %}"
                "{% for i in [1] %}{% set outer = 'changed-in-for' %}{% endfor %}"
                "{{ outer }}"
            ),
            messages=[user("x")],
        ),
        dict(
            name="generation_tag",
            template=(
                "{% for m in messages %}"
                "{% if m.role == 'assistant' %}"
                "{%- generation -%} <a>{{ m.content }}</a> {%- endgeneration -%}"
                "{% else %}[{{ m.content }}]{% endif %}\n"
                "{% endfor %}"
            ),
            messages=msgs,
        ),
        dict(
            name="special_tokens_and_kwargs",
            template=(
                "{{ bos_token }}{% for m in messages %}{{ m.content }}{{ eos_token }}{% endfor %}"
                "|{{ date_string }}|{{ custom_flag }}|{{ tools }}|{{ documents }}|{{ add_generation_prompt }}"
                "|{{ enable_thinking is defined }}"
            ),
            messages=msgs,
            kwargs={"bos_token": "<s>", "eos_token": "</s>", "date_string": "26 Jul 2024", "custom_flag": True},
        ),
        dict(
            name="strftime_now_shape",
            template="{{ strftime_now('%Y-%m-%d') | length }} {{ strftime_now('%d %B %Y').split(' ') | length }}",
            messages=[user("x")],
        ),
        dict(
            name="error_raise_in_snippet",
            template="{% if messages | length < 2 %}{{ raise_exception('Need at least two messages, got ' ~ messages | length) }}{% endif %}",
            messages=[user("x")],
        ),
        dict(
            name="error_undefined_attribute",
            template="{{ nope.attr }}",
            messages=[user("x")],
        ),
    ]


# ---------------------------------------------------------------------------


def make_tokenizer(template_source):
    # A tokenizer with no special tokens, so nothing is passed to the
    # template implicitly: every variable a case sees is in the case itself.
    tok = Tokenizer(WordLevel({"<unk>": 0}, unk_token="<unk>"))
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok)
    tokenizer.chat_template = template_source
    return tokenizer


def render_case(tokenizer, case):
    kwargs = dict(case.get("kwargs", {}))
    if "enable_thinking" in case:
        kwargs["enable_thinking"] = case["enable_thinking"]
    try:
        out = tokenizer.apply_chat_template(
            case["messages"],
            tools=case.get("tools"),
            add_generation_prompt=case.get("add_generation_prompt", False),
            tokenize=False,
            chat_template=case.get("template"),
            **kwargs,
        )
        return {"expected": out}
    except jinja2.exceptions.TemplateError as err:
        # raise_exception raises the TemplateError base class itself.
        return {"error": {"message": str(err), "raised": type(err) is jinja2.exceptions.TemplateError}}


def build():
    tokenizer = make_tokenizer(TEMPLATE_PATH.read_text(encoding="utf-8"))
    cases = []
    for case in lily_cases() + snippet_cases():
        entry = {
            "name": case["name"],
            "template": case.get("template"),
            "messages": case["messages"],
            "tools": case.get("tools"),
            "add_generation_prompt": case.get("add_generation_prompt", False),
            "kwargs": case.get("kwargs", {}),
        }
        if "enable_thinking" in case:
            entry["enable_thinking"] = case["enable_thinking"]
        entry.update(render_case(tokenizer, case))
        cases.append(entry)
    return {
        "generated_by": {
            "transformers": transformers.__version__,
            "jinja2": jinja2.__version__,
            "python": sys.version.split()[0],
        },
        "template": "assets/chat_template.jinja",
        "cases": cases,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", default=str(DEFAULT_OUT), help="where to write the goldens")
    parser.add_argument("--check", metavar="FILE", help="compare against an existing goldens file instead")
    args = parser.parse_args()

    goldens = build()
    if args.check:
        old = json.loads(Path(args.check).read_text(encoding="utf-8"))
        old_cases = {c["name"]: c for c in old["cases"]}
        bad = 0
        for case in goldens["cases"]:
            prev = old_cases.get(case["name"])
            keys = ("expected", "error")
            if prev is None or any(prev.get(k) != case.get(k) for k in keys):
                bad += 1
                print(f"MISMATCH {case['name']}")
        print(f"{len(goldens['cases']) - bad} matched, {bad} differ "
              f"(transformers {transformers.__version__}, jinja2 {jinja2.__version__})")
        sys.exit(1 if bad else 0)

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(goldens, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(goldens['cases'])} cases to {out} (transformers {transformers.__version__})")


if __name__ == "__main__":
    main()
