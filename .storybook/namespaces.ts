/** Translation namespaces of the whole product besides `ui`, so every story speaks all five languages. */
export const storyNamespaces = {};
