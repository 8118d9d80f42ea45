// The network under both API clients (./clients.ts): axios's own XMLHttpRequest adapter, or
// fetch where there is no XHR. XHR first because the complaint photos report their upload
// progress, which fetch cannot. Its own module so that a test can replace the network and
// nothing else: interceptors, adoption and settling stay real.
import axios, { type AxiosAdapter } from 'axios';

export const network: AxiosAdapter = (config) => axios.getAdapter(['xhr', 'fetch'], config)(config);
