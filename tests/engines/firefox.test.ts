/** The visitor's flows (flows.ts) in Firefox ESR, driven through WebDriver BiDi. */
import { visitorFlows } from './flows';

visitorFlows('firefox');
