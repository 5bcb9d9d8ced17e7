import { describe, expect, it } from 'vitest';
import { COURSE_LIST_MIN, courseList } from '../../src/lib/training/structuredData';
import { GOOGLE_COURSE_LIST } from '../support/google';

const ORIGIN = 'https://www.example.com';
const courses = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/training/course-${i + 1}` }));

describe("a catalog page's course list (ItemList)", () => {
  it("asks for as many courses as Google's course list does", () => {
    expect(COURSE_LIST_MIN).toBe(GOOGLE_COURSE_LIST.minCourses);
  });

  it.each([0, 1, COURSE_LIST_MIN - 1])('is left out for %i courses', (n) => {
    expect(courseList(ORIGIN, courses(n))).toEqual([]);
  });

  it.each([COURSE_LIST_MIN, COURSE_LIST_MIN + 4])(
    'holds %i courses in order, each by its position and address',
    (n) => {
      const [list, ...more] = courseList(ORIGIN, courses(n));
      expect(more).toEqual([]);
      expect(list?.['@type']).toBe('ItemList');
      expect(list?.itemListElement).toEqual(
        courses(n).map((c, i) => ({ '@type': 'ListItem', position: i + 1, url: `${ORIGIN}${c.path}` })),
      );
    },
  );
});
