import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { BOOKING_THROTTLERS, BookingThrottlerGuard } from './booking-throttler.guard';
import {
  BookingConfirmationDto,
  BookingTokenQueryDto,
  CreateBookingDto,
  ManagedBookingDto,
  MoveBookingDto,
  PublicBookingDto,
  PublicSlotListDto,
  PublicSlotListQueryDto,
} from './dto/public-booking.dto';
import { PublicBookingService } from './public-booking.service';

const Reads = () => SkipThrottle({ [BOOKING_THROTTLERS.writes]: true });
const Writes = () => SkipThrottle({ [BOOKING_THROTTLERS.reads]: true });
const TooMany = () =>
  ApiResponse({
    status: 429,
    description: 'Too many requests from this address; Retry-After says when to try again',
    type: ErrorResponseDto,
  });

/**
 * The public booking page's API (agenda-turnos): no sign-in, limited per IP, and only
 * public fields: a vacancy's title, code, company and place; a slot's times and room.
 */
@ApiTags('public interview booking')
@UseGuards(BookingThrottlerGuard)
@Controller('public/interview-slots')
export class PublicInterviewSlotsController {
  constructor(private readonly booking: PublicBookingService) {}

  @Get()
  @Public()
  @Reads()
  @TooMany()
  @ApiOperation({
    summary:
      'Future interview slots with room on open vacancies (one vacancy by code or id), earliest first (public)',
  })
  list(@Query() query: PublicSlotListQueryDto): PublicSlotListDto {
    return this.booking.list(query.vacancy);
  }

  @Post(':id/bookings')
  @Public()
  @Writes()
  @TooMany()
  @ApiOperation({
    summary:
      'Book a place with name, e-mail, phone and consent; links or makes the applicant and their application; e-mails the manage link (public)',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  book(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreateBookingDto,
  ): Promise<BookingConfirmationDto> {
    return this.booking.book(id, body);
  }

  @Get('booking')
  @Public()
  @Reads()
  @TooMany()
  @ApiOperation({
    summary:
      'The booking a manage link names, with the times it can move to (public, with its token)',
  })
  @ApiErrorResponses(400, 404)
  view(@Query() query: BookingTokenQueryDto): ManagedBookingDto {
    return this.booking.view(query.token);
  }

  @Delete('booking')
  @Public()
  @Writes()
  @TooMany()
  @ApiOperation({
    summary: 'Cancel the booking a manage link names; answers what was cancelled (public)',
  })
  @ApiErrorResponses(400, 404, 422)
  cancel(@Query() query: BookingTokenQueryDto): Promise<PublicBookingDto> {
    return this.booking.cancel(query.token);
  }

  @Post('booking/move')
  @HttpCode(200)
  @Public()
  @Writes()
  @TooMany()
  @ApiOperation({
    summary:
      'Move the booking a manage link names to another slot of its vacancy with room, in one step; answers a new link (public)',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  move(
    @Query() query: BookingTokenQueryDto,
    @Body() body: MoveBookingDto,
  ): Promise<BookingConfirmationDto> {
    return this.booking.move(query.token, body.slotId);
  }
}
