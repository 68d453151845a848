import ExcelJS from 'exceljs';
import { TEMPLATE_HEADERS } from './template-headers';

const NOTES: [string, string][] = [
  ['Nombre', 'Obligatorio. Nombre del producto como lo ve el cliente.'],
  ['Precio', 'Obligatorio. Precio final en números (1234567,89) o como texto ($ 1.234.567,89).'],
  ['Precio lista', 'Opcional. Precio sin descuento (tachado).'],
  ['Precio contado/transferencia', 'Opcional. Si es menor al precio, es el que se muestra.'],
  ['Moneda', 'Opcional. ARS (por defecto) o USD.'],
  ['URL', 'Link al producto en tu sitio. Si falta se usa el sitio de la tienda.'],
  ['Imagen', 'Opcional. URL de la imagen (varias separadas por coma).'],
  ['Categoría', 'Opcional. Por ejemplo: Procesadores, Placas de video, Monitores.'],
  ['Marca, SKU, EAN', 'Opcionales. El SKU identifica al producto entre importaciones: conviene completarlo.'],
  ['Stock', 'Opcional. Sí/No o una cantidad; vacío significa disponible.'],
  ['Descripción', 'Opcional.'],
];

/**
 * The spreadsheet stores download to fill in: the first sheet (the one imported) has only the headers;
 * the second explains each column with an example.
 */
export async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HardPrecios';
  const products = workbook.addWorksheet('Productos');
  products.addRow([...TEMPLATE_HEADERS]);
  products.getRow(1).font = { bold: true };
  products.columns.forEach((column) => (column.width = 22));
  products.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Instrucciones');
  help.addRow(['Columna', 'Qué poner']).font = { bold: true };
  for (const note of NOTES) help.addRow(note);
  help.addRow([]);
  help.addRow(['Ejemplo (copialo en la hoja Productos):']).font = { italic: true };
  help.addRow([...TEMPLATE_HEADERS]);
  help.addRow([
    'Procesador AMD Ryzen 5 5600 AM4',
    189999,
    219999,
    179999,
    'ARS',
    'https://mitienda.com.ar/ryzen-5-5600',
    'https://mitienda.com.ar/img/ryzen-5-5600.jpg',
    'Procesadores',
    'AMD',
    'R5-5600',
    '0730143312745',
    'Sí',
    '6 núcleos, 12 hilos, 3,5 GHz',
  ]);
  help.getColumn(1).width = 34;
  help.getColumn(2).width = 90;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
