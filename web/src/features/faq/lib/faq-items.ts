/** The 7 FAQ entries (spec section 2), with the product's name filled in. */
export function faqItems(product: string): Array<{ question: string; answer: string }> {
  return [
    {
      question: `¿Qué es ${product}?`,
      answer: `${product} es un indexador de precios: reúne en un solo lugar los productos de hardware e insumos de computación de tiendas oficiales de Argentina para que compares precios, veas su historial y vayas directo a la tienda.`,
    },
    {
      question: `¿${product} vende productos?`,
      answer: `No. ${product} no vende productos: es solo un nexo entre vos y la tienda. La compra se hace siempre en el sitio de la tienda.`,
    },
    {
      question: `¿Cómo uso ${product}?`,
      answer:
        'Escribí lo que buscás (al menos 3 letras) o elegí una categoría o una tienda. Podés filtrar por precio y provincia, ordenar por precio y, al entrar a un producto, ver su historial de precio y el botón para ir a la tienda.',
    },
    {
      question: 'Tuve un problema con una compra, ¿qué hago?',
      answer: `${product} no participa en ninguna transacción. Comunicate con la tienda donde compraste; si nos contás lo que pasó, investigamos a la tienda denunciada.`,
    },
    {
      question: '¿Hay productos de otros rubros?',
      answer: 'Por ahora solo listamos hardware e insumos de computación.',
    },
    {
      question: '¿Cómo sumo mi tienda?',
      answer:
        'Podemos leer el catálogo directamente desde tu sitio web o podés enviarnos una planilla con tus productos. Escribinos por WhatsApp desde "Soporte Tiendas" y te contamos los pasos.',
    },
    {
      question: '¿Puedo sugerir una tienda?',
      answer: 'Sí. Dejanos tu sugerencia a través del formulario de contacto y la evaluamos.',
    },
  ];
}
