/** The id of the inline script that starts the site's scripts (docs/runtime.md, "Start-up"). */
const STARTER_ID = "gatsby-scripts-after-first-paint";

/** A page with nothing to paint still starts, this long after its HTML has run. */
const LONGEST_WAIT_MS = 5000;

/**
 * The starter's text. It adds the scripts once the browser reports the first contentful paint (a "paint" entry is
 * reported once the frame is on screen, not when it is drawn), after two frames where paint entries are not
 * reported, at once in a hidden tab (it paints nothing), and at the latest after LONGEST_WAIT_MS.
 */
function starterScript(sources: string[]): string {
  return (
    `(function(s){var d=document,w=window,P=w.PerformanceObserver,done=0;function go(){if(done)return;done=1;` +
    `s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `if(d.hidden)return go();d.addEventListener("visibilitychange",go);setTimeout(go,${LONGEST_WAIT_MS});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(go)})})(${JSON.stringify(sources)})`
  );
}

const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/**
 * Gatsby's scripts slice (public/_gatsby/slices/_gatsby-scripts-1.html, stitched into every page: chunk map,
 * compilation hash, `<script src async>` for runtime, framework and app) with the async tags replaced by one inline
 * starter, so the first paint never waits for the app's download and start. A slice without async tags (already
 * rewritten) is returned unchanged.
 */
export function startScriptsAfterFirstPaint(sliceHtml: string): string {
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return sliceHtml;
  return `${sliceHtml.replace(ASYNC_SCRIPT, "")}<script id="${STARTER_ID}">${starterScript(sources)}</script>`;
}
