/** /training/seat-choices.json: the courses and sessions the contact form may preselect, fetched by a visitor who came from "Request a seat". */
import { getSeatChoices } from '../../lib/training/content';

export async function GET() {
  return new Response(JSON.stringify(await getSeatChoices()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
