// The page's entry. It brings the one stylesheet, and the app's code once the server's HTML is on screen (its
// first contentful paint): the code then does not compete with the stylesheet and the largest image for the
// first paint on a slow line. A page left to the browser (the login, the admin area, `npm run dev`) starts at
// once, and a page that does not paint soon (a tab opened in the background) starts after a short wait.
import '@/styles/bootstrap.scss';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

if (document.getElementById('root')?.firstElementChild && typeof PerformanceObserver !== 'undefined') {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      setTimeout(start, 0);
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
} else start();
