export const id = 987;
export const ids = [987];
export const modules = {

/***/ 1987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   proxyAgents: () => (/* binding */ proxyAgents)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(956);
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9783);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5927);



/**
 * For each URL, the agent @actions/http-client picks: a tunnel through the proxy that `variable`
 * names, or a plain one for a host NO_PROXY exempts. A proxy variable that is set but not a URL is
 * an error: the client would silently connect directly.
 */
function proxyAgents(userAgent) {
    // http-client caches the agent of the first URL it is asked about; an https URL handed the
    // agent of an http one fails with 'Protocol "https:" not supported'. So: a client per protocol.
    const clients = new Map();
    return (url, variable) => {
        let client = clients.get(url.protocol);
        if (!client)
            clients.set(url.protocol, (client = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq(userAgent, [], { keepAlive: false })));
        let proxy;
        try {
            proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__/* .getProxyUrl */ .s)(url);
        }
        catch {
            proxy = undefined;
        }
        if (!proxy && !(0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_1__/* .checkBypass */ .H)(url)) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .Failure */ .HR(`The ${variable} variable is not a proxy URL: set it as http://host:port (with credentials: http://user:password@host:port).`);
        }
        return withProxyCredentials(client.getAgent(url.href));
    };
}
/**
 * The tunnel package encodes proxy credentials with the deprecated Buffer(), which prints a
 * warning in the step's log; here they are taken out and sent as the header it would make.
 */
function withProxyCredentials(agent) {
    const credentials = agent.proxyOptions?.proxyAuth;
    if (credentials && agent.request) {
        delete agent.proxyOptions.proxyAuth;
        const connect = agent.request;
        const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
        agent.request = (options) => connect({ ...options, headers: { ...options.headers, 'Proxy-Authorization': authorization } });
    }
    return agent;
}


/***/ })

};
