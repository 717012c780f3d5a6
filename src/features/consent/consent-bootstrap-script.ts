import { CATEGORY_FIELDS, GOOGLE_CONSENT_TYPES } from "./consent-categories";
import { CONSENT_PREFERENCES_HASH } from "../../lib/consent-signals";
import { CONSENT_INTERSTITIAL_KEY, CONSENT_LIFETIME_SECONDS, CONSENT_MODE_FIELDS, CONSENT_MODE_KEY, EXPIRY_TOLERANCE_SECONDS } from "./consent-record";
import { ANALYTICS_GRANTED_SESSION_KEY } from "./consent-page-view";
import { CATEGORY_ATTRIBUTE, CONSENT_DIALOG_ID, DECISION_ATTRIBUTE, EARLY_CONSENT_KEY } from "./early-consent";
import { CONSENT_PENDING_ATTRIBUTE, COOKIE_POLICY_ATTRIBUTE } from "../../lib/consent-signals";
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
 *    No tag script ever runs before the visitor has answered;
 * 5. answers the server-rendered dialog until the app takes it over (early-consent.ts): a click on Accept all,
 *    Accept selected or Decline all stores the decision (consent-record.ts's records, CATEGORY_FIELDS' mapping),
 *    sends the consent update, fires CONSENT_DECIDED_EVENT, reports the session's first analytics grant as a
 *    page_view, drops the forcing hash and hides the dialog — what apply-consent-decision.ts does; Learn more
 *    opens and closes; checkbox changes are remembered for the app. A forced dialog shows the stored choice.
 *    So the visitor's first click is never lost to a page whose scripts are still loading (docs/consent.md).
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
    policyAttribute: COOKIE_POLICY_ATTRIBUTE,
    forceHash: CONSENT_PREFERENCES_HASH,
    tagManager: containerId ? tagManagerScriptUrl(containerId) : null,
    decided: CONSENT_DECIDED_EVENT,
    lifetime: CONSENT_LIFETIME_SECONDS,
    categories: { analytics: CATEGORY_FIELDS.analytics, preferences: CATEGORY_FIELDS.preferences, marketing: CATEGORY_FIELDS.marketing },
    necessary: CATEGORY_FIELDS.necessary,
    session: ANALYTICS_GRANTED_SESSION_KEY,
    dialog: CONSENT_DIALOG_ID,
    decision: DECISION_ATTRIBUTE,
    category: CATEGORY_ATTRIBUTE,
    early: EARLY_CONSENT_KEY,
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
var pending=w.location.hash===c.forceHash||(!known&&path!==c.policyPath&&!d.documentElement.hasAttribute(c.policyAttribute));
if(pending)d.documentElement.setAttribute(c.pending,"");
if(c.tagManager){
var loaded=false,load=function(){if(loaded)return;loaded=true;dl.push({"gtm.start":new Date().getTime(),event:"gtm.js"});var s=d.createElement("script");s.async=true;s.src=c.tagManager;(d.head||d.documentElement).appendChild(s);};
if(known)load();else w.addEventListener(c.decided,load);
}
var early=w[c.early]={app:false,decided:false,choices:null};
function live(){return w[c.early]===early&&!early.app;}
function dialog(){return d.getElementById(c.dialog);}
function box(el,k){return el.querySelector("input["+c.category+'="'+k+'"]');}
function read(el){var o={},k,b;for(k in c.categories){b=box(el,k);o[k]=!!b&&b.checked;}return o;}
function decide(kind,el){
var ch=read(el),m={},k,i,on;
for(i=0;i<c.necessary.length;i++)m[c.necessary[i]]=true;
for(k in c.categories){on=kind==="accept-all"||(kind==="accept-selected"&&ch[k]);ch[k]=on;for(i=0;i<c.categories[k].length;i++)m[c.categories[k][i]]=on;}
var stored={};for(i=0;i<c.fields.length;i++)stored[c.fields[i]]=m[c.fields[i]]?"granted":"denied";
try{w.localStorage.setItem(c.modeKey,JSON.stringify(stored));w.localStorage.setItem(c.recordKey,JSON.stringify({init:true,expiration:Math.floor(Date.now()/1000)+c.lifetime}));}catch(e){}
early.decided=true;early.choices=ch;
gtag("consent","update",consent(function(f){return stored[f];}));
w.dispatchEvent(new Event(c.decided));
if(ch.analytics){var first=true;try{first=w.sessionStorage.getItem(c.session)!=="1";w.sessionStorage.setItem(c.session,"1");}catch(e){}if(first)dl.push({event:"page_view",page_title:d.title,page_location:w.location.href});}
if(w.location.hash===c.forceHash)w.history.replaceState(w.history.state,"",w.location.pathname+w.location.search);
d.documentElement.removeAttribute(c.pending);
}
d.addEventListener("click",function(e){
var el=dialog(),t=e.target,b=t&&t.closest?t.closest("button"):null,kind,id,panel,open;
if(!live()||!el||!b||!el.contains(b))return;
kind=b.getAttribute(c.decision);id=b.getAttribute("aria-controls");panel=id&&d.getElementById(id);
if(!kind&&!panel)return;
e.preventDefault();e.stopImmediatePropagation();
if(kind){decide(kind,el);return;}
open=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",open?"true":"false");panel.hidden=!open;
},true);
d.addEventListener("change",function(e){var el=dialog();if(live()&&el&&el.contains(e.target))early.choices=read(el);},true);
if(pending&&known)d.addEventListener("DOMContentLoaded",function(){
var el=dialog(),k,i,b,on,saved=null;
try{saved=parse(w.localStorage.getItem(c.modeKey));}catch(e){}
if(!live()||!el||!saved)return;
for(k in c.categories){b=box(el,k);on=true;for(i=0;i<c.categories[k].length;i++)on=on&&saved[c.categories[k][i]]==="granted";if(b)b.checked=on;}
early.choices=read(el);
});
})(window,document,${json});`;
}
