// Texts of one language taken from five-language files (packages/ui/build/language-slice.ts).

declare module '*?lang=ro' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}

declare module '*?lang=ru' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}

declare module '*?lang=en' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}

declare module '*?lang=fr' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}

declare module '*?lang=es' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}
