import type { Especificaciones } from '../types';
import { boardChipset, CHIPSET_SOCKET, SOCKET_BOARD_MEMORY } from './chipsets';
import { statedSockets } from './sockets';

/** Board lines of another size than ATX though their name carries no size letter, and size words. */
const NOT_PLAIN_ATX =
  / (?:extreme|xtreme|godlike|dark hero|ace|master|e-?atx|eatx|taichi|mortar|bazooka|gene|m|i|micro|mini|itx) /;

export function readMotherboard(text: string): Especificaciones {
  const specs: Especificaciones = {};
  const board = boardChipset(text);
  const stated = statedSockets(text);
  const chipsetSocket = board ? CHIPSET_SOCKET[board.chipset] : undefined;
  // A stated socket that contradicts the chipset means the name is not what it seems: say neither.
  const socket = stated.length === 1 ? stated[0] : stated.length === 0 ? chipsetSocket : undefined;
  if (socket && (!chipsetSocket || chipsetSocket === socket)) specs.socket = socket;
  if (board && (!socket || chipsetSocket === socket)) specs.chipset = board.chipset;

  const ddr4 = / (?:ddr4|d4)(?![0-9a-z])|[-/]d4(?![0-9a-z])/.test(text);
  const ddr5 = / (?:ddr5|d5)(?![0-9a-z])|[-/]d5(?![0-9a-z])/.test(text);
  if (ddr4 !== ddr5) specs.memoria = ddr4 ? 'DDR4' : 'DDR5';
  else if (!ddr4 && specs.socket && SOCKET_BOARD_MEMORY[specs.socket as string])
    specs.memoria = SOCKET_BOARD_MEMORY[specs.socket as string]!;

  if (/[ (-](?:mini-?itx|itx)(?![a-z0-9])/.test(text)) specs.formato = 'Mini-ITX';
  else if (/ (?:micro ?-?atx|m-?atx|matx)(?![a-z0-9])/.test(text)) specs.formato = 'Micro ATX';
  else if (/ e-?atx(?![a-z0-9])/.test(text)) specs.formato = 'E-ATX';
  else if (board?.size === 'm') specs.formato = 'Micro ATX';
  else if (board?.size === 'i') specs.formato = 'Mini-ITX';
  else if (board?.size === 'g') {
    if (/ (?:asus|rog) /.test(text)) specs.formato = 'Micro ATX';
  } else if (board && specs.chipset && !NOT_PLAIN_ATX.test(text)) specs.formato = 'ATX';
  return specs;
}
