import { GOOGLE_CONSENT_TYPES } from "./consent-categories";
import { CONSENT_PREFERENCES_HASH } from "../../lib/consent-signals";
import { CONSENT_INTERSTITIAL_KEY, CONSENT_LIFETIME_SECONDS, CONSENT_MODE_FIELDS, CONSENT_MODE_KEY, EXPIRY_TOLERANCE_SECONDS } from "./consent-record";
import { CONSENT_PENDING_ATTRIBUTE } from "../../lib/consent-signals";
import { COOKIE_POLICY_PATH } from "../../lib/page-path";
import { CONSENT_DECIDED_EVENT, tagManagerScriptUrl } from "./tag-manager";

/**
 * The inline script server-rendered into every page's <head>, so it runs before React and before any tag
 * script. In this order it:
 *
 * 1. creates the data layer and sends Google consent mode's default: every type denied (docs/consent.md);
 * 2. reads the stored decision with the rules of consent-record.ts and, when it is valid and
 *    unexpired, sends it as a consent update — so the tag manager never starts on the defaults alone;
 * 3. marks <html data-consent-pending> when the dialog is going to open on load (consent-visibility.ts):
 *    "rendering blocked" starts before first paint (src/lib/consent-signals.ts);
 * 4. only when the site was built with a container id: loads the tag manager, at once when a decision is
 *    stored, otherwise after the visitor's first decision (the consent feature fires CONSENT_DECIDED_EVENT).
 *    No tag script ever runs before the visitor has answered.
 *
 * It is plain ES5 reading its constants from one JSON object built from the shared modules, so keys, fields
 * and limits cannot drift; tests/unit/features/consent/consent-bootstrap-script.test.ts runs it against
 * the TypeScript rules. Its text is the same on every page, so its CSP hash is too.
 */
export function consentBootstrapScript(containerId: string | undefined): string {
  const config = {
    modeKey: CONSENT_MODE_KEY,
    recordKey: CONSENT_INTERSTITIAL_KEY,
    fields: CONSENT_MODE_FIELDS,
    types: GOOGLE_CONSENT_TYPES,
    maxAhead: CONSENT_LIFETIME_SECONDS + EXPIRY_TOLERANCE_SECONDS,
    pending: CONSENT_PENDING_ATTRIBUTE,
    policyPath: COOKIE_POLICY_PATH,
    forceHash: CONSENT_PREFERENCES_HASH,
    tagManager: containerId ? tagManagerScriptUrl(containerId) : null,
    decided: CONSENT_DECIDED_EVENT,
  };
  // "<" escaped so no value can ever close the script element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `(function(w,d,c){
var dl=w.dataLayer=w.dataLayer||[];
function gtag(){dl.push(arguments);}
function consent(from){var o={},i,j,t;for(i=0;i<c.fields.length;i++){t=c.types[c.fields[i]];for(j=0;j<t.length;j++)o[t[j]]=from(c.fields[i]);}return o;}
function parse(raw){try{var v=JSON.parse(raw);return v&&typeof v==="object"&&!Array.isArray(v)?v:null;}catch(e){return null;}}
gtag("consent","default",consent(function(){return "denied";}));
var known=false;
try{
var now=Math.floor(Date.now()/1000),mode=parse(w.localStorage.getItem(c.modeKey)),rec=parse(w.localStorage.getItem(c.recordKey)),ok=!!mode&&Object.keys(mode).length===c.fields.length,i,v;
for(i=0;ok&&i<c.fields.length;i++){v=Object.prototype.hasOwnProperty.call(mode,c.fields[i])?mode[c.fields[i]]:null;ok=v==="granted"||v==="denied";}
ok=ok&&!!rec&&Object.keys(rec).length===2&&rec.init===true&&typeof rec.expiration==="number"&&isFinite(rec.expiration)&&rec.expiration>now&&rec.expiration<=now+c.maxAhead;
if(ok){gtag("consent","update",consent(function(f){return mode[f];}));known=true;}
}catch(e){}
var path=w.location.pathname;if(path.slice(-1)!=="/")path+="/";
if(w.location.hash===c.forceHash||(!known&&path!==c.policyPath))d.documentElement.setAttribute(c.pending,"");
if(c.tagManager){
var loaded=false,load=function(){if(loaded)return;loaded=true;dl.push({"gtm.start":new Date().getTime(),event:"gtm.js"});var s=d.createElement("script");s.async=true;s.src=c.tagManager;(d.head||d.documentElement).appendChild(s);};
if(known)load();else w.addEventListener(c.decided,load);
}
})(window,document,${json});`;
}
