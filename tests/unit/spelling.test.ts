import { describe, expect, it } from 'vitest';
import { closestWord, correctQuery, indexedText, maxEdits, wordList, wordsOf } from '../../src/lib/search/spelling';

const WORDS = wordList([
  'Cybersecurity: penetration testing and security advice. Security reviews.',
  'Data engineering in Austin. Engineers and engineering managers.',
  'Training courses for teams; training plans.',
]);

describe('wordsOf and wordList', () => {
  it.each([
    ['Penetration Testing', ['penetration', 'testing']],
    ["Client's 24/7 SOC—fast", ['clients', '24', '7', 'soc', 'fast']],
    ['café naïve', ['café', 'naïve']],
    ['', []],
  ])('wordsOf(%j)', (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });

  it('lists each word once, most frequent first, without short words or numbers', () => {
    expect(wordList(['b a the the 2026 data data data', 'the the'])).toEqual(['the', 'data']);
    expect(wordList(['beta alpha'])).toEqual(['alpha', 'beta']);
    expect(WORDS.slice(0, 4)).toEqual(['and', 'engineering', 'security', 'training']);
  });
});

describe('closestWord', () => {
  it.each([
    ['cybersecurty', 'cybersecurity'], // one letter missing
    ['cyebrsecurity', 'cybersecurity'], // two letters swapped: two edits
    ['penetraton', 'penetration'],
    ['trainnig', 'training'],
    ['secur', 'secur'], // the start of a listed word: still being typed
    ['austin', 'austin'], // listed
    ['ab', 'ab'], // too short to correct
    ['2025', '2025'], // a number
    ['kubernetes', null], // nothing close
    ['xqzvw', null],
  ])('%s → %s', (word, expected) => {
    expect(closestWord(word, WORDS)).toBe(expected);
  });

  it.each([
    [3, 1],
    [5, 1],
    [6, 2],
    [12, 2],
  ])('a word of %i letters may be %i edits away', (length, edits) => {
    expect(maxEdits(length)).toBe(edits);
  });
});

describe('correctQuery', () => {
  it.each([
    ['cybersecurty', 'cybersecurity'],
    ['Penetraton testing', 'penetration testing'],
    ['penetration testing', null],
    ['kubernetes', null],
    ['data enginering austin', 'data engineering austin'],
    ['', null],
  ])('%j → %j', (query, expected) => {
    expect(correctQuery(query, WORDS)).toBe(expected);
  });
});

describe('indexedText', () => {
  it('reads the text of <main data-pagefind-body>, without tags, code or the header and footer', () => {
    const html =
      '<header>Menu</header><main id="main" data-pagefind-body data-pagefind-filter="kind:page"><h1>Title</h1><script>var x</script><style>p{}</style><svg><text>Art</text></svg><p>One &amp; two</p></main><footer>Site map</footer>';
    expect(indexedText(html)).toBe('Title One two');
  });

  it('is empty on a page search leaves out', () => {
    expect(indexedText('<main id="main"><h1>Not found</h1></main>')).toBe('');
  });
});
