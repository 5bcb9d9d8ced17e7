/**
 * PostCSS for every stylesheet (Vite runs it): named breakpoints from
 * src/styles/media.css, so "960px" is written once.
 */
import globalData from '@csstools/postcss-global-data';
import customMedia from 'postcss-custom-media';

export default {
  plugins: [globalData({ files: ['src/styles/media.css'] }), customMedia()],
};
