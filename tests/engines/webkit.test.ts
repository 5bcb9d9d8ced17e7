/** The visitor's flows (flows.ts) in WebKitGTK, Safari's engine, driven through WebKitWebDriver. */
import { visitorFlows } from './flows';

visitorFlows('webkit');
