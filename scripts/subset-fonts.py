#!/usr/bin/env python3
"""Cut the site's fonts down to what its pages draw (issue 11: Lighthouse, mobile data).

Reads the variable fonts that the @fontsource-variable npm packages ship and writes fonts/*.woff2
plus fonts/manifest.json. The outputs are committed: neither the build nor CI runs this script.
Run it again after upgrading those packages or changing the weights or ranges below:

    apt-get install python3-fonttools python3-brotli   # Debian's fontTools 4.38 was used
    /usr/bin/python3 scripts/subset-fonts.py

Why each cut (sizes as measured with fontsource 5.3.0):
- Weights 400-900 only: the UI uses font-normal to font-black, nothing lighter. The wght axis is
  kept (not static instances): one file serves every weight.
- Arabic: the Arabic block (which holds Persian's and Urdu's letters too), the joiners and bidi
  marks, and the spaces (Arabic text takes its word spacing from this face, as before), weights
  400-700. Dropped: presentation forms (not typed; shaping reaches its glyphs through GSUB, which
  the subsetter keeps), the mathematical alphabets, the Arabic Supplement and Extended-A (letters
  of other languages written in Arabic script; a system face draws them) and the weights above
  bold: an Arabic heading asked for font-extrabold is drawn at 700 (the browser takes the
  nearest weight the face has, without faking one). 166 kB -> 72 kB (the first cut) -> 40 kB
  (block and weights, 2026-11-25). Every page that shows Arabic text loads this face, English
  pages too when a listing is written in Arabic.
- Latin: the same range as fontsource's latin file, wght 400-900. 49 kB -> about 33 kB.
- The language switcher's label on English pages ("العربية", messages/en.json language.switchTo)
  gets its own face of only its letters at weight 500: an English page with no other Arabic text
  then downloads a few kB instead of the whole Arabic face. The same the other way: "English" on
  Arabic pages (messages/ar.json) gets a face of its letters cut from Inter.
- Arabic figures: the digits and the punctuation that Arabic text takes from ASCII (prices, dates,
  "ر.س.", the full stop), from Noto Sans Arabic's own Latin file, weights 400-700. Arabic pages
  draw them in it rather than in Inter, so a page with no Latin words downloads a few kB instead
  of Inter's 33 kB (2026-11-27: /ar loaded both faces, 75 kB, for a full stop and "English").
"""

import json
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = os.path.join(ROOT, 'node_modules', '@fontsource-variable')
OUT = os.path.join(ROOT, 'fonts')

LATIN_RANGE = (
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,'
    'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
)
ARABIC_RANGE = (
    'U+0020,U+00A0,U+0600-06FF,U+200C-200F,U+2010-2011,U+204F,U+25CC,'
    'U+2E41,U+FD3E-FD3F,U+FDF2,U+FDFA-FDFB'
)

# ASCII digits and punctuation, the guillemets, the signs (© ® ° × ™) and the dashes, quotes and
# ellipsis Arabic text uses; no Latin letters (those stay Inter's).
FIGURES_RANGE = (
    'U+0021-0040,U+005B-0060,U+007B-007E,U+00A9,U+00AB,U+00AE,U+00B0,U+00BB,U+00D7,'
    'U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+2122'
)


def codepoints(spec):
    out = []
    for part in spec.split(','):
        bounds = part.replace('U+', '').split('-')
        low = int(bounds[0], 16)
        high = int(bounds[-1], 16)
        out.extend(range(low, high + 1))
    return out


def unicode_range(font):
    """The CSS unicode-range of what the font really maps, so the browser never asks it in vain."""
    points = sorted(p for p in font.getBestCmap().keys() if p >= 0x20)  # no control characters
    runs = []
    for point in points:
        if runs and point == runs[-1][1] + 1:
            runs[-1][1] = point
        else:
            runs.append([point, point])
    return ','.join(
        f'U+{a:04X}' if a == b else f'U+{a:04X}-{b:04X}' for a, b in runs
    )


def cut(source, unicodes, weight, out_name):
    # recalcTimestamp=False: the same inputs give the same bytes, so a rerun shows no diff.
    font = TTFont(os.path.join(PKG, source), recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = ['*']  # every shaping feature: joining forms, marks, ligatures
    options.name_IDs = ['*']  # the copyright and licence names stay (OFL)
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)  # before instancing: the instancer trips on glyphs the subset drops
    font = instancer.instantiateVariableFont(font, {'wght': weight})
    font.flavor = 'woff2'
    path = os.path.join(OUT, out_name)
    font.save(path)
    entry = {
        'file': out_name,
        'source': source,
        'weight': weight if isinstance(weight, int) else f'{weight[0]} {weight[1]}',
        'unicodeRange': unicode_range(font),
        'bytes': os.path.getsize(path),
    }
    print(f"{out_name}: {entry['bytes']} bytes")
    return entry


def main():
    with open(os.path.join(ROOT, 'messages', 'en.json'), encoding='utf-8') as handle:
        label = json.load(handle)['language']['switchTo']
    with open(os.path.join(ROOT, 'messages', 'ar.json'), encoding='utf-8') as handle:
        latin_label = json.load(handle)['language']['switchTo']
    os.makedirs(OUT, exist_ok=True)
    manifest = {
        'latin': cut('inter/files/inter-latin-wght-normal.woff2', codepoints(LATIN_RANGE), (400, 900), 'fursa-latin.woff2'),
        'arabic': cut(
            'noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
            codepoints(ARABIC_RANGE),
            (400, 700),
            'fursa-arabic.woff2',
        ),
        'arabicLabel': cut(
            'noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
            sorted({ord(c) for c in label}),
            500,
            'fursa-arabic-label.woff2',
        ),
        'arabicFigures': cut(
            'noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
            codepoints(FIGURES_RANGE),
            (400, 700),
            'fursa-arabic-figures.woff2',
        ),
        'latinLabel': cut(
            'inter/files/inter-latin-wght-normal.woff2',
            sorted({ord(c) for c in latin_label}),
            500,
            'fursa-latin-label.woff2',
        ),
    }
    manifest['arabicLabel']['text'] = label
    manifest['latinLabel']['text'] = latin_label
    for name in ('inter', 'noto-sans-arabic'):
        with open(os.path.join(PKG, name, 'package.json'), encoding='utf-8') as handle:
            manifest[name] = json.load(handle)['version']
        with open(os.path.join(PKG, name, 'LICENSE'), encoding='utf-8') as source:
            with open(os.path.join(OUT, f'LICENSE-{name}.txt'), 'w', encoding='utf-8') as target:
                target.write(source.read())
    with open(os.path.join(OUT, 'manifest.json'), 'w', encoding='utf-8') as handle:
        json.dump(manifest, handle, ensure_ascii=False, indent=2)
        handle.write('\n')


if __name__ == '__main__':
    sys.exit(main())
