// Evaluated on its own, a task before the app's own modules: one long evaluation of every
// module at once would block a phone's main thread for longer than either half.
import "react-dom/client";
import "react-router-dom";
