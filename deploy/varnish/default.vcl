# Varnish in front of Kinglife (Debian: apt-get install varnish varnish-modules). Public pages,
# Next's build files and uploaded images are kept until the app purges them; the admin and the API
# always go to the app. Pages carry their keys in Surrogate-Key (lib/cdn/headers.cjs); the app
# purges them with `PURGE /` and an `xkey` header when staff change content (CDN_PURGE=varnish:…).
#
# Install: copy to /etc/varnish/default.vcl, point the backend at the app (or at the nginx that
# balances several, deploy/nginx/kinglife-upstream.conf), set CDN_PURGE=varnish:http://127.0.0.1:6081
# for the app, and add the app's address to `purgers` if it runs on another host.
# e2e/cdn.spec.ts and `npm run bench:cdn` run this same file with their own backend port.
vcl 4.1;

import std;
import var;
import xkey;

backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    # While the app answers, nothing stale is served; once it stops answering, Varnish serves what
    # it has (grace) until it is back. The liveness probe (/api/health), not the readiness one:
    # behind nginx, /api/ready's 503 while the database is away would mark every server failed
    # in nginx for its fail_timeout, and the site would come back 7-9 s after the database instead
    # of 0.1 s (measured by the fault suite). A page the app fails meanwhile is given up for the
    # copy in grace all the same (vcl_backend_response).
    .probe = {
        .url = "/api/health";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the app servers.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "Name the keys to purge in an xkey header"));
        }
        # Soft: a purged page is fetched again by its next visitor, or served as it was while the
        # app is down.
        set req.http.n-gone = xkey.softpurge(req.http.xkey);
        # A page fetched from the app before this purge may arrive after it, holding what the
        # purge was for: vcl_backend_response keeps nothing whose fetch began before this time.
        var.global_set("purged-at", "" + std.time2real(now, 0.0));
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    unset req.http.X-Fallback-Pass;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Campaign and click ids that analytics read in the browser (the page's own script sees them
    # in its address): the site reads none of them, so a campaign visit is the same object as the
    # plain URL. Every parameter the site reads (the finder's filters, q, kind) is kept;
    # the rest are put in one order, so ?b=1&a=2 and ?a=2&b=1 are one object too.
    if (req.url ~ "[?&](utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|twclid|igshid)(=|&|$)") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|twclid|igshid)(=[^&]*)?(&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    set req.url = std.querysort(req.url);
    # Staff screens, sign-in, forms and résumés: never kept here.
    if (req.url ~ "^/(admin|api|media/private)(/|\?|$)") {
        return (pass);
    }
    # A buyer's own page answers by their cookie (kl_buyer): never kept, its cookies go on.
    if (req.url ~ "^/(ar/)?account(/|\?|$)") {
        return (pass);
    }
    # A staff preview (draft mode, /api/v1/admin/preview/…, which sets kinglife_preview_item with
    # it): the page shows unpublished changes to that browser only. Never kept here, never answered
    # from here, and its cookies go on to the app, which checks the staff session behind them.
    if (req.http.Cookie ~ "(^|;\s*)kinglife_preview_item=") {
        return (pass);
    }
    # The home page answers by the language a visitor chose (the kinglife_locale cookie; its answer
    # says Vary: Cookie): only that cookie is kept there. No other public page reads a cookie.
    if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;\s*)kinglife_locale=") {
        set req.http.Cookie = regsub(req.http.Cookie, "^(.*;\s*)?(kinglife_locale=[^;]*).*$", "\2");
    } else {
        unset req.http.Cookie;
    }
    # A second look (see vcl_synth) takes the copy kept in grace; req.grace outlives a restart.
    if (req.restarts > 0) {
        set req.grace = 7d;
    } elsif (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_backend_fetch {
    var.set_real("fetch-began", std.time2real(now, 0.0));
    if (bereq.http.X-Fallback-Pass) {
        var.set("fallback-pass", "1");
        unset bereq.http.X-Fallback-Pass;
    }
}

sub vcl_backend_response {
    # A page the app fails (its database away) is neither kept nor shown: the fetch is given up,
    # which leaves the copy there was (a refresh in the background) or has vcl_synth look again for
    # it. Staff screens and the API (passed) keep their own answers, such as a form's 503.
    if (beresp.status >= 500 && (!bereq.uncacheable || var.get("fallback-pass") == "1")) {
        return (abandon);
    }
    # Fetched across a purge: delivered to who asked, and kept only as the copy to fall back on
    # when the app fails (grace), never served fresh (see vcl_recv's PURGE and vcl_hit). Its
    # lifetime is 1 ms, not 0: Varnish's lookup passes over an object whose ttl is 0 as removed,
    # grace or not, and such a page (often fetched while staff save) had replaced the copy there
    # was, leaving nothing to fall back on when the database went next (the fault suite's
    # intermittent 503 on /ar; lib/cdn/__tests__/varnish.test.ts).
    if (var.get_real("fetch-began") <= std.real(var.global_get("purged-at"), 0.0)) {
        set beresp.http.X-Fallback-Only = "1";
        set beresp.ttl = 0.001s;
        set beresp.grace = 7d;
        return (deliver);
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # A redirect staff made (features/redirects): Varnish's core keeps a 301 or 302 by its headers
    # but never a 307 or 308. This one carries its path's key, purged with each change of it, and
    # its s-maxage: it is kept like a page.
    if (beresp.status >= 301 && beresp.status <= 308 && beresp.http.Surrogate-Key &&
        beresp.http.Cache-Control ~ "s-maxage=[0-9]+") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Cache-Control, "^.*s-maxage=([0-9]+).*$", "\1s"), 0s);
    }
    if (bereq.url ~ "^/(_next/static|media/public)/") {
        set beresp.ttl = 365d;
    }
    # How long a page is served as it was while the app is down.
    set beresp.grace = 7d;
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
    }
    return (deliver);
}

# The app cannot be reached (stopped, restarting, or out: /api/ready said 503). A page: as a failed
# page, the copy kept in grace (see vcl_synth), also in the second or two before the probe notices.
# The admin, the API and a buyer's page (passed): the words nginx gives (kinglife-site.conf), JSON
# in the caller's language under /api, never Varnish's own error page.
sub vcl_backend_error {
    if (!bereq.uncacheable || var.get("fallback-pass") == "1") {
        return (abandon);
    }
    set beresp.status = 503;
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    if (bereq.url ~ "^/api/") {
        set beresp.http.Content-Type = "application/json";
        if (bereq.http.Accept-Language ~ "^ar") {
            set beresp.body = """{"error":"unavailable","message":"يجري تحديث الموقع ولم يُرسَل شيء. يُرجى المحاولة مرة أخرى بعد دقيقة."}""";
        } else {
            set beresp.body = """{"error":"unavailable","message":"The site is being updated and nothing was sent. Please try again in a minute."}""";
        }
    } else {
        set beresp.http.Content-Type = "text/html; charset=utf-8";
        set beresp.body = {"<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kinglife LLC</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1f2a24"><h1 style="font-size:1.4rem">Kinglife LLC</h1><p>The site is being updated and nothing was sent. Please try again in a minute.</p><p lang="ar" dir="rtl">يجري تحديث الموقع ولم يُرسَل شيء. يُرجى المحاولة مرة أخرى بعد دقيقة.</p></body></html>"};
    }
    return (deliver);
}

# A page fetched across a purge, asked for within its 1 ms: fetched afresh, not served, unless
# the app fails it (then the second look, vcl_synth's restart, delivers it as a copy in grace).
sub vcl_hit {
    if (obj.http.X-Fallback-Only && obj.ttl > 0s && req.restarts == 0) {
        set req.http.X-Fallback-Pass = "1";
        return (pass);
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.X-Fallback-Only;
    # The id of the request that fetched a kept page is not this one's.
    if (obj.hits > 0) {
        unset resp.http.X-Request-Id;
    }
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    # A page fetch given up (see vcl_backend_response): look once more, taking the copy kept in
    # grace (a page a purge had just retired) if there is one.
    if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
        return (restart);
    }
    # No copy to fall back on while the app fails: the words nginx gives (kinglife-site.conf), not
    # Varnish's own error page; never kept.
    if (resp.status == 503) {
        set resp.http.Content-Type = "text/html; charset=utf-8";
        set resp.http.Cache-Control = "no-store";
        set resp.http.Retry-After = "30";
        set resp.body = {"<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kinglife LLC</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1f2a24"><h1 style="font-size:1.4rem">Kinglife LLC</h1><p>The site is being updated and nothing was sent. Please try again in a minute.</p><p lang="ar" dir="rtl">يجري تحديث الموقع ولم يُرسَل شيء. يُرجى المحاولة مرة أخرى بعد دقيقة.</p></body></html>"};
        return (deliver);
    }
}
