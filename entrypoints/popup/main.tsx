import { render } from 'preact';

render(<main><h1>Palisade</h1></main>, document.getElementById('app')!);
